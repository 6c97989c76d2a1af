import { describe, expect, it } from 'vitest'

import { testDatabase, useTestPayload } from '../../support/payload'
import { expectFieldErrors, postJson, type RouteHandler } from '../../support/routes'

const PARTNER = 'partner@buyers.example'

let route: RouteHandler

const payload = useTestPayload(async () => {
  route = (await import('@/app/api/leads/newBuenoMessage/route')).POST
  // A partner address of its own, so the test tells it from the defaults (staff inbox, demo partner).
  await payload.updateGlobal({ slug: 'site-settings', data: { buyersProgramAddress: PARTNER } })
})

const post = (body: unknown, ip?: string) => postJson(route, '/api/leads/newBuenoMessage', body, ip)

const outbox = async () =>
  (await payload.find({ collection: 'outbox', overrideAccess: true, sort: 'createdAt', limit: 100 })).docs

describe(`POST /api/leads/newBuenoMessage (${testDatabase()})`, () => {
  it('queues the message for the Buyers Program partner only, whatever recipient or cc the body names', async () => {
    const before = (await outbox()).length
    const response = await post({
      subject: 'Dealer in Boise',
      message: 'A buyer near Boise wants a quote on a six-seat tub.',
      recipient: 'victim@example.com',
      cc: 'other-victim@example.com',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })

    const docs = await outbox()
    expect(docs).toHaveLength(before + 1)
    const mail = docs.at(-1)!
    expect(mail).toMatchObject({ to: PARTNER, subject: '[TubWise] Dealer in Boise', status: 'queued' })
    expect(mail.cc ?? null).toBeNull()
    expect(mail.replyTo ?? null).toBeNull()
    expect(mail.text).toContain('A buyer near Boise wants a quote on a six-seat tub.')
    expect(JSON.stringify(mail)).not.toMatch(/victim@example\.com/)
  })

  it('answers 400 with field messages and queues nothing for bad input', async () => {
    const before = (await outbox()).length
    const empty = await post({ subject: '', message: '' })
    await expectFieldErrors(empty, { subject: 'Please enter a subject.', message: 'Please enter a message.' })

    const twoLines = await post({ subject: 'Line one\nline two', message: 'x'.repeat(10_001) })
    await expectFieldErrors(twoLines, {
      subject: 'Please enter a subject on one line, without control characters.',
      message: 'Keep the message under 10,000 characters.',
    })
    expect((await post('not json')).status).toBe(400)
    expect((await outbox()).length).toBe(before)
  })

  it('answers 429 with Retry-After once an address passes its own limit, not shared with sendMessage', async () => {
    const ip = '192.0.2.91'
    const sendMessage = (await import('@/app/api/utilities/sendMessage/route')).POST as RouteHandler
    // Spending the staff-inbox allowance first leaves this one untouched.
    for (let i = 0; i < 5; i++)
      expect(
        (await postJson(sendMessage, '/api/utilities/sendMessage', { subject: `s${i}`, message: 'hello' }, ip)).status,
      ).toBe(201)

    const before = (await outbox()).length
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post({ subject: `n${i}`, message: 'hello' }, ip)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await post({ subject: 'again', message: 'hello' }, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await outbox()).length).toBe(before + 5)
    expect((await post({ subject: 'other visitor', message: 'hello' })).status).toBe(201)
  })
})
