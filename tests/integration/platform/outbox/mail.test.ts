import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverDueMail } from '@/platform/outbox/deliverDueMail'

import { outboxTo } from '../../../support/outbox'
import { freePort } from '../../../support/postgres'
import { startTestPayload, testDatabase } from '../../../support/payload'
import { smtpListener } from '../../../support/smtpListener'

let payload: Payload
let smtp: ReturnType<typeof smtpListener>
let smtpUrl: string

// Long enough that a busy machine still runs the "not before the back-off" step inside it.
const RETRY_BASE_MS = 1_000
const MAX_ATTEMPTS = 2
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt + 200))

beforeAll(async () => {
  const port: number = await freePort()
  smtpUrl = `smtp://127.0.0.1:${port}`
  process.env.SMTP_URL = smtpUrl
  process.env.MAIL_RETRY_BASE_MS = String(RETRY_BASE_MS)
  process.env.MAIL_MAX_ATTEMPTS = String(MAX_ATTEMPTS)
  process.env.MAIL_FROM = '"TubWise" <support@tubwise.example>'
  smtp = smtpListener(port)
  await smtp.start()
  payload = await startTestPayload()
})
afterAll(async () => {
  await smtp?.stop()
  await payload?.destroy()
})

const { sendMail: queueMail } = await import('@/platform/outbox/sendMail')
const { healthResponse } = await import('@/platform/http/health')
const { serverRequest } = await import('@/platform/unitOfWork/transaction')
const sendMail = async (_payload: Payload, mail: Parameters<typeof queueMail>[1]) =>
  queueMail(await serverRequest(_payload), mail)

const outbox = (id: number | string) => payload.findByID({ collection: 'outbox', id, overrideAccess: true })
// What the app servers run (src/platform/jobs/jobRunner.ts), one round.
const runMailJobs = () => deliverDueMail(payload, 50)
const message = (subject: string) => ({
  audience: 'staff' as const,
  to: 'buyer@example.com',
  subject,
  html: `<p>${subject} &amp; more</p>`,
  text: `${subject} & more`,
  template: 'test',
})

describe(`sendMail (${testDatabase()})`, () => {
  it('stores the message in the outbox first, then the job delivers it over SMTP', async () => {
    const { outboxId } = await sendMail(payload, message('First delivery'))
    expect(await outbox(outboxId)).toMatchObject({ status: 'queued', attempts: 0, to: 'buyer@example.com' })
    expect(smtp.received).toHaveLength(0)

    await runMailJobs()

    const mail = smtp.received.find((m) => m.raw.includes('Subject: First delivery'))
    expect(mail?.to).toEqual(['buyer@example.com'])
    expect(mail?.from).toBe('support@tubwise.example')
    expect(mail?.raw).toContain('First delivery & more')
    expect(mail?.raw).toContain('<p>First delivery &amp; more</p>')
    expect(await outbox(outboxId)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it("writes a visitor's message to the bare address alone, and refuses any other spelling", async () => {
    const visitor = { ...message('To a visitor'), audience: 'visitor' as const, to: 'vic.tim@example.com' }
    for (const to of [
      '"Vic Tim" <vic.tim@example.com>',
      'Vic Tim <vic.tim@example.com>',
      'vic.tim@example.com, other@example.com',
    ]) {
      await expect(sendMail(payload, { ...visitor, to }), to).rejects.toThrow(/one bare address/)
      await expect(sendMail(payload, { ...visitor, audience: 'buyer', to }), to).rejects.toThrow(/one bare address/)
    }
    const toAVisitor = { subject: { equals: 'To a visitor' } }
    expect((await payload.count({ collection: 'outbox', where: toAVisitor, overrideAccess: true })).totalDocs).toBe(0)

    await sendMail(payload, visitor)
    await runMailJobs()
    const mail = smtp.received.find((m) => m.raw.includes('Subject: To a visitor'))
    expect(mail?.raw).toMatch(/^To: vic\.tim@example\.com\r?$/m)
    expect(mail?.raw).not.toContain('Vic Tim')
  })

  it('keeps a message through an SMTP outage and delivers it when the server is back', async () => {
    await smtp.stop()
    const { outboxId } = await sendMail(payload, message('Sent during an outage'))
    await runMailJobs()

    const failed = await outbox(outboxId)
    expect(failed.status).toBe('retrying')
    expect(failed.attempts).toBe(1)
    expect(failed.lastError).toBeTruthy()

    await smtp.start()
    // Not before the back-off has passed...
    await runMailJobs()
    expect(smtp.received.some((m) => m.raw.includes('Sent during an outage'))).toBe(false)
    // ...but once it has.
    await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 + 200))
    await runMailJobs()

    expect(smtp.received.filter((m) => m.raw.includes('Subject: Sent during an outage'))).toHaveLength(1)
    expect(await outbox(outboxId)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })

  it('holds messages for staff when no SMTP server is configured, and sends them once staff re-queue', async () => {
    delete process.env.SMTP_URL
    const { outboxId } = await sendMail(payload, message('No server yet'))
    await runMailJobs()
    expect(await outbox(outboxId)).toMatchObject({ status: 'held' })

    process.env.SMTP_URL = smtpUrl
    await payload.update({ collection: 'outbox', id: outboxId, data: { status: 'queued' }, overrideAccess: true })
    await runMailJobs()
    expect(await outbox(outboxId)).toMatchObject({ status: 'sent' })
    expect(smtp.received.filter((m) => m.raw.includes('Subject: No server yet'))).toHaveLength(1)
  })

  it("sends Payload's own e-mail (staff password resets) through the outbox too", async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'editor@tubwise.example', password: 'a-long-test-password', role: 'editor' },
      overrideAccess: true,
    })
    await payload.forgotPassword({ collection: 'users', data: { email: 'editor@tubwise.example' } })
    // Stored as its own unit of work once Payload's transaction has ended (outboxEmailAdapter.ts).
    const stored = () => outboxTo(payload, 'editor@tubwise.example')
    await expect.poll(stored, { timeout: 5_000 }).toHaveLength(1)
    await runMailJobs()
    expect(smtp.received.some((m) => m.to.includes('editor@tubwise.example'))).toBe(true)
  })

  it('gives a failed message staff re-queue the full retry budget, and delivers it', async () => {
    await smtp.stop()
    const { outboxId } = await sendMail(payload, message('Failed then re-queued'))
    await runMailJobs()
    await backOff(1)
    await runMailJobs()
    expect(await outbox(outboxId)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })

    // Staff set it back to "queued" in the admin.
    await payload.update({ collection: 'outbox', id: outboxId, data: { status: 'queued' }, overrideAccess: true })
    expect(await outbox(outboxId)).toMatchObject({ status: 'queued', attempts: 0, lastError: null })

    // The server is still down: one failed try no longer uses up the message...
    await runMailJobs()
    expect(await outbox(outboxId)).toMatchObject({ status: 'retrying', attempts: 1 })
    // ...and once it is back the message arrives.
    await smtp.start()
    await backOff(1)
    await runMailJobs()
    expect(await outbox(outboxId)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(smtp.received.filter((m) => m.raw.includes('Subject: Failed then re-queued'))).toHaveLength(1)
  })

  it('reports held, failed and waiting mail and the SMTP setting on /api/health, still answering 200', async () => {
    // The details are for signed-in staff.
    const staff = { email: 'health-admin@tubwise.example', password: 'a-long-test-password' }
    await payload.create({ collection: 'users', data: { ...staff, role: 'admin' }, overrideAccess: true })
    const { token } = await payload.login({ collection: 'users', data: staff })
    const health = async () => {
      const response = await healthResponse(async () => payload, new Headers({ Authorization: `JWT ${token}` }))
      return {
        status: response.status,
        body: (await response.json()) as { mail: { smtp: string; outbox: Record<string, number> } },
      }
    }
    const counted = async (status: string) =>
      (await payload.count({ collection: 'outbox', where: { status: { equals: status } }, overrideAccess: true }))
        .totalDocs

    // A failed message.
    await smtp.stop()
    const failed = await sendMail(payload, message('Will fail'))
    await runMailJobs()
    await backOff(1)
    await runMailJobs()
    expect(await outbox(failed.outboxId)).toMatchObject({ status: 'failed' })
    await smtp.start()

    // A held one: no SMTP server configured.
    delete process.env.SMTP_URL
    const held = await sendMail(payload, message('Held for staff'))
    await runMailJobs()
    expect(await outbox(held.outboxId)).toMatchObject({ status: 'held' })
    await sendMail(payload, message('Still queued'))

    const report = await health()
    expect(report.status).toBe(200)
    expect(report.body.mail.smtp).toBe('not configured')
    expect(report.body.mail.outbox).toEqual({
      queued: await counted('queued'),
      retrying: await counted('retrying'),
      held: await counted('held'),
      failed: await counted('failed'),
    })
    expect(report.body.mail.outbox.held).toBeGreaterThanOrEqual(1)
    expect(report.body.mail.outbox.failed).toBeGreaterThanOrEqual(1)
    expect(report.body.mail.outbox.queued).toBeGreaterThanOrEqual(1)

    process.env.SMTP_URL = smtpUrl
    expect((await health()).body.mail.smtp).toBe('configured')
  })
})
