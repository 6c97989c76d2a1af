import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { emailAddress } from '@/http/schemas'
import { parseJsonBody, validate } from '@/http/validate'
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
