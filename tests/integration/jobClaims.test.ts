import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Before any import reads the settings: a delivery that finds another one under way looks again
// after this, not after the default 30 s.
vi.hoisted(() => void (process.env.MAIL_RETRY_BASE_MS = '100'))

import { JOB_LEASE_MS, claimJobs } from '@/jobs/claimJobs'
import { startJobRunner } from '@/jobs/jobRunner'
import { runQueue } from '@/jobs/runQueue'

import { freePort } from '../../scripts/lib/postgres.mjs'
import { startTestPayload, testDatabase } from '../support/payload'
import { smtpListener } from '../support/smtpListener'

let payload: Payload
/** The job runners of three app servers: on PostgreSQL three Payload instances, each with its own pool. */
let servers: Payload[]
let smtp: ReturnType<typeof smtpListener>

beforeAll(async () => {
  const port: number = await freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.MAIL_FROM = '"TubWise" <support@tubwise.example>'
  smtp = smtpListener(port)
  await smtp.start()
  payload = await startTestPayload()
  if (testDatabase() === 'postgres') {
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    servers = [payload, await getPayload({ config, key: 'server-b' }), await getPayload({ config, key: 'server-c' })]
  } else {
    // SQLite is one server's database: its runners share the process (and its write gate).
    servers = [payload, payload, payload]
  }
})
afterAll(async () => {
  await smtp?.stop()
  for (const server of new Set(servers)) await server.destroy()
})

const { sendMail } = await import('@/mail/sendMail')
const { startDelivery } = await import('@/mail/startDelivery')
const { queueDelivery } = await import('@/mail/queueDelivery')
const { serverRequest } = await import('@/server/transaction')

const queueMessage = async (subject: string) =>
  (await sendMail(await serverRequest(payload), { audience: 'staff', to: 'staff@tubwise.example', subject, html: `<p>${subject}</p>`, text: subject })).outboxId
const outbox = (id: number | string) => payload.findByID({ collection: 'outbox', id, overrideAccess: true })
const messageIds = () => smtp.received.map((mail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1])
const unfinishedMailJobs = async () =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: 'mail' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    })
  ).totalDocs
const jobOf = async (outboxId: number | string) =>
  (await payload.find({ collection: 'payload-jobs', where: { 'input.outboxId': { equals: String(outboxId) } }, overrideAccess: true })).docs

/** Every server's runner working the mail queue at once, a few jobs a round, until none is left. */
async function drainConcurrently(): Promise<void> {
  const deadline = Date.now() + 30_000
  await Promise.all(
    servers.map(async (server) => {
      while ((await unfinishedMailJobs()) > 0) {
        if (Date.now() > deadline) throw new Error('the mail queue did not drain within 30 s')
        if ((await runQueue(server, 'mail', 3, true)) === 0) await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }),
  )
}

/** Sets a job's row as a runner killed mid-job leaves it: processing, last updated `ago` ms back. */
async function leftProcessing(jobId: number | string, ago: number): Promise<void> {
  const updatedAt = new Date(Date.now() - ago).toISOString()
  await payload.db.updateJobs({ id: jobId, data: { processing: true, updatedAt }, req: {}, returning: false })
}

const executeSql = (raw: string) => {
  const db = payload.db as unknown as { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }
  return db.execute({ drizzle: db.drizzle, raw })
}
async function refuseMarkingSent(id: number | string): Promise<void> {
  const statements =
    testDatabase() === 'postgres'
      ? [
          `CREATE FUNCTION refuse_sent() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'database away'; END; $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER refuse_sent BEFORE UPDATE ON outbox FOR EACH ROW WHEN (NEW.id = ${Number(id)} AND NEW.status = 'sent') EXECUTE FUNCTION refuse_sent()`,
        ]
      : [`CREATE TRIGGER refuse_sent BEFORE UPDATE ON outbox WHEN NEW.id = ${Number(id)} AND NEW.status = 'sent' BEGIN SELECT RAISE(ABORT, 'database away'); END`]
  for (const statement of statements) await executeSql(statement)
}
async function allowMarkingSent(): Promise<void> {
  await executeSql(testDatabase() === 'postgres' ? 'DROP TRIGGER refuse_sent ON outbox' : 'DROP TRIGGER refuse_sent')
  if (testDatabase() === 'postgres') await executeSql('DROP FUNCTION refuse_sent')
}

describe(`each job once (${testDatabase()})`, () => {
  it('delivers 30 messages exactly once with three runners taking jobs side by side', async () => {
    const ids = []
    for (let n = 1; n <= 30; n++) ids.push(await queueMessage(`Question ${n}`))

    await drainConcurrently()

    const expected = ids.map((id) => `<outbox-${id}@localhost>`)
    expect(messageIds().sort()).toEqual(expected.sort())
    for (const id of ids) expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('sends a message once even when two jobs deliver it at the same time', async () => {
    const id = await queueMessage('Queued twice')
    await queueDelivery(payload, id)
    expect(await jobOf(id)).toHaveLength(2)

    await drainConcurrently()

    expect(messageIds().filter((each) => each === `<outbox-${id}@localhost>`)).toHaveLength(1)
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('runs a job again once the runner that took it has been silent for the lease', async () => {
    const id = await queueMessage('Taken by a server that died')
    const [job] = await jobOf(id)
    // That server claimed the job and began sending, then was killed.
    expect(await claimJobs(payload, 'mail', 10)).toEqual([job!.id])
    expect(await startDelivery(payload, id)).toBe(1)

    // Recently: its lease still holds, so no runner takes the job or sends the message.
    expect(await runQueue(payload, 'mail', 10, true)).toBe(0)
    expect(messageIds()).not.toContain(`<outbox-${id}@localhost>`)

    // Long ago: the job and its message are taken again, and the message goes out once.
    await leftProcessing(job!.id, JOB_LEASE_MS + 1_000)
    await payload.update({ collection: 'outbox', id, data: { sentAt: new Date(Date.now() - JOB_LEASE_MS - 1_000).toISOString() }, overrideAccess: true })
    expect(await runQueue(payload, 'mail', 10, true)).toBe(1)
    expect(messageIds().filter((each) => each === `<outbox-${id}@localhost>`)).toHaveLength(1)
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 2 })
    // Payload removes a job once it has completed.
    expect(await jobOf(id)).toHaveLength(0)
  })

  it('records a message sent even when the database refuses that for a while after SMTP took it, and sends it once', async () => {
    const id = await queueMessage('Sent while the database was away')
    // A real failure of the recording: the database refuses to mark this message sent until the
    // trigger goes, as a restarting database would.
    await refuseMarkingSent(id)
    const back = new Promise((resolve) => setTimeout(resolve, 700)).then(allowMarkingSent)

    expect(await runQueue(payload, 'mail', 10, true)).toBe(1)
    await back
    expect(messageIds().filter((each) => each === `<outbox-${id}@localhost>`)).toHaveLength(1)
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 })
    expect(await jobOf(id)).toHaveLength(0)
  })

  it('leaves a job another runner holds alone until its lease has passed', async () => {
    const id = await queueMessage('Held by a live runner')
    const [job] = await jobOf(id)
    await leftProcessing(job!.id, JOB_LEASE_MS - 30_000)

    expect(await claimJobs(payload, 'mail', 10)).toEqual([])
    expect(await claimJobs(payload, 'mail', 10, new Date(Date.now() + 31_000))).toEqual([job!.id])
  })

  it("the app server's runner picks queued mail up on its own, and takes nothing once stopped", async () => {
    const runner = startJobRunner(payload, [{ queue: 'mail', everyMs: 50, limit: 5 }])
    const first = await queueMessage('Picked up by the runner')
    await expect.poll(() => messageIds(), { timeout: 10_000 }).toContain(`<outbox-${first}@localhost>`)

    await runner.stop()
    const second = await queueMessage('Queued after the runner stopped')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(messageIds()).not.toContain(`<outbox-${second}@localhost>`)
    expect(await outbox(second)).toMatchObject({ status: 'queued' })
  })

  it('works a backlog off at once: a full round is followed by the next, not by a pause', async () => {
    const ids = []
    for (let n = 1; n <= 12; n++) ids.push(await queueMessage(`Backlog ${n}`))
    const everyMs = 4_000
    const started = Date.now()
    // Four rounds of 3: paused between rounds, the last would start 4 × 4 s after the start.
    const runner = startJobRunner(payload, [{ queue: 'mail', everyMs, limit: 3, drainBacklog: true }])
    try {
      const expected = ids.map((id) => `<outbox-${id}@localhost>`)
      await expect.poll(() => expected.every((id) => messageIds().includes(id)), { timeout: 2 * everyMs, interval: 100 }).toBe(true)
      expect(Date.now() - started).toBeLessThan(2 * everyMs)
    } finally {
      await runner.stop()
    }
  })
})
