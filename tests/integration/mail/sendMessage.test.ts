import { describe, expect, it } from 'vitest'

import { testDatabase, useTestPayload } from '../../support/payload'
import { expectFieldErrors, postJson } from '../../support/routes'

let route: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

const payload = useTestPayload(async () => {
  route = (await import('@/app/api/utilities/sendMessage/route')).POST
})

const post = (body: unknown, ip?: string) => postJson(route, '/api/utilities/sendMessage', body, ip)

const outboxCount = async () => (await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs

describe(`POST /api/utilities/sendMessage (${testDatabase()})`, () => {
  it('queues the message for the staff inbox only, whatever recipient the body names', async () => {
    const response = await post({
      subject: 'Unlisted brand',
      message: 'Please add Aurora Spas to the price checker.',
      cc: 'visitor@example.com',
      recipient: 'victim@example.com',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })

    const { docs } = await payload.find({ collection: 'outbox', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      to: 'staff@tubwise.example',
      replyTo: 'visitor@example.com',
      subject: '[TubWise] Unlisted brand',
      status: 'queued',
    })
    expect(JSON.stringify(docs[0])).not.toContain('victim@example.com')
  })

  it('answers 400 with field messages and stores nothing for invalid input', async () => {
    const before = await outboxCount()
    const response = await post({ subject: '', message: '', cc: 'not-an-address' })
    await expectFieldErrors(response, {
      subject: 'Please enter a subject.',
      message: 'Please enter a message.',
      cc: 'Please Enter a Valid Email Address',
    })
    expect((await post('not json')).status).toBe(400)
    expect(await outboxCount()).toBe(before)
  })

  it('answers 429 with Retry-After once an address passes its limit', async () => {
    const ip = '192.0.2.77'
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post({ subject: `n${i}`, message: 'hello' }, ip)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await post({ subject: 'again', message: 'hello' }, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post({ subject: 'other visitor', message: 'hello' })).status).toBe(201)
  })
})
