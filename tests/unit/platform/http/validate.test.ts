import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { emailAddress } from '@/platform/outbox/emailAddress'
import { parseJsonBody, validate } from '@/platform/http/validate'
import { sendMessageSchema } from '@/mail/schemas'

describe('validation answers 400 {"errors": {...}}', () => {
  it('names each failing field with its first message', async () => {
    const result = validate(sendMessageSchema, { subject: '', message: 'hi', cc: 'nope' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.response.status).toBe(400)
    expect(await result.response.json()).toEqual({
      errors: { subject: 'Please enter a subject.', cc: 'Please Enter a Valid Email Address' },
    })
  })

  it('dots nested paths', async () => {
    const schema = z.object({ tubs: z.array(z.object({ brand: z.string().min(1, 'Brand?') })) })
    const result = validate(schema, { tubs: [{ brand: '' }] })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(await result.response.json()).toEqual({ errors: { 'tubs.0.brand': 'Brand?' } })
  })

  it('returns the parsed data, unknown fields dropped', () => {
    const result = validate(sendMessageSchema, { subject: ' Hi ', message: 'Hello', recipient: 'x@y.z' })
    expect(result).toEqual({ ok: true, data: { subject: 'Hi', message: 'Hello' } })
  })

  it('answers 400 to a body that is not JSON', async () => {
    const request = new Request('http://x/api', { method: 'POST', body: '{nope' })
    const result = await parseJsonBody(request, sendMessageSchema)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(await result.response.json()).toEqual({ errors: { body: 'Send a JSON object.' } })
  })
})

describe('e-mail addresses', () => {
  const schema = emailAddress('bad')
  it('accepts ordinary addresses', () => {
    expect(schema.safeParse('pat.buyer@example.com').success).toBe(true)
  })
  it('enforces 254 characters in all and 64 before the @', () => {
    expect(schema.safeParse(`${'a'.repeat(64)}@example.com`).success).toBe(true)
    expect(schema.safeParse(`${'a'.repeat(65)}@example.com`).success).toBe(false)
    const long = `a@${'b'.repeat(250)}.com`
    expect(long.length).toBeGreaterThan(254)
    expect(schema.safeParse(long).success).toBe(false)
  })
  it('refuses malformed ones', () => {
    for (const bad of ['', 'plain', 'a@b', 'a b@c.com', '@c.com']) expect(schema.safeParse(bad).success).toBe(false)
  })
})

describe("a field no schema gave a message gets a plain sentence, never zod's own", () => {
  const schema = z.object({
    name: z.string(),
    count: z.number(),
    tubs: z.array(z.object({ brand: z.string() })),
    reply: z.object({ author: z.string() }),
  })
  const errorsOf = async (value: unknown) => {
    const result = validate(schema, value)
    expect(result.ok).toBe(false)
    return result.ok ? {} : ((await result.response.json()) as { errors: Record<string, string> }).errors
  }

  it('names a missing field', async () => {
    expect(await errorsOf({})).toEqual({
      name: 'Please fill in name.',
      count: 'Please fill in count.',
      tubs: 'Please fill in tubs.',
      reply: 'Please fill in reply.',
    })
  })

  it('says what a field of the wrong type must be, nested fields by their path', async () => {
    expect(await errorsOf({ name: 5, count: '5', tubs: [{ brand: 7 }], reply: { author: false } })).toEqual({
      name: 'name must be text.',
      count: 'count must be a number.',
      'tubs.0.brand': 'tubs[0].brand must be text.',
      'reply.author': 'reply.author must be text.',
    })
    expect(await errorsOf({ name: 'a', count: 1, tubs: {}, reply: [] })).toEqual({
      tubs: 'tubs must be a list.',
      reply: 'reply must be an object.',
    })
  })

  it('answers a body that is not an object with the same sentence as one that is not JSON', async () => {
    for (const body of [null, [], 'text', 12]) expect(await errorsOf(body)).toEqual({ body: 'Send a JSON object.' })
  })

  it("keeps a schema's own message", async () => {
    const own = z.object({ name: z.string({ error: 'Please Enter your Name' }) })
    const result = validate(own, {})
    expect(result.ok || (await result.response.json())).toEqual({ errors: { name: 'Please Enter your Name' } })
  })
})
