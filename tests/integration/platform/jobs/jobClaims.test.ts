import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { claimJobs } from '@/platform/db/statements/claimJobs'
import { JOB_LEASE_MS } from '@/platform/db/statements/lease'
import { startJobRunner } from '@/platform/jobs/jobRunner'

import { freePort } from '../../../support/postgres'
import { startTestPayload, testDatabase } from '../../../support/payload'
import { executeSql as executeSqlOn } from '../../../support/sql'
import { smtpListener } from '../../../support/smtpListener'

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

const { sendMail } = await import('@/platform/outbox/sendMail')
const { deliverDueMail } = await import('@/platform/outbox/deliverDueMail')
const { claimDueMail } = await import('@/platform/db/statements/outbox')
const { serverRequest } = await import('@/platform/unitOfWork/transaction')

const queueMessage = async (subject: string) =>
  (
    await sendMail(await serverRequest(payload), {
      audience: 'staff',
      to: 'staff@tubwise.example',
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
    })
  ).outboxId
const outbox = (id: number | string) => payload.findByID({ collection: 'outbox', id, overrideAccess: true })
const messageIds = () => smtp.received.map((mail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1])
const sendsOf = (id: number | string) => messageIds().filter((each) => each === `<outbox-${id}@localhost>`)
const undelivered = async () =>
  (
    await payload.count({
      collection: 'outbox',
      where: { status: { in: ['queued', 'retrying'] } },
      overrideAccess: true,
    })
  ).totalDocs

/** Every server's poller delivering at once, a few messages a round, until none is left. */
async function drainConcurrently(): Promise<void> {
  const deadline = Date.now() + 30_000
  await Promise.all(
    servers.map(async (server) => {
      while ((await undelivered()) > 0) {
        if (Date.now() > deadline) throw new Error('the outbox did not drain within 30 s')
        if ((await deliverDueMail(server, 3)) === 0) await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }),
  )
}

/** A CRM sync job, queued but never run here: what claimJobs hands out. */
async function queueCrmJob(): Promise<number | string> {
  const job = await payload.jobs.queue({ task: 'crmSyncLead', queue: 'crm', input: { leadId: 0 } })
  return job.id
}

/** Sets a job's row as a runner killed mid-job leaves it: processing, last updated `ago` ms back. */
async function leftProcessing(jobId: number | string, ago: number): Promise<void> {
  const updatedAt = new Date(Date.now() - ago).toISOString()
  await payload.db.updateJobs({ id: jobId, data: { processing: true, updatedAt }, req: {}, returning: false })
}

const executeSql = (raw: string) => executeSqlOn(payload, raw)
async function refuseMarkingSent(id: number | string): Promise<void> {
  const statements =
    testDatabase() === 'postgres'
      ? [
          `CREATE FUNCTION refuse_sent() RETURNS trigger AS $$ BEGIN ` +
            `RAISE EXCEPTION 'database away'; END; $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER refuse_sent BEFORE UPDATE ON outbox FOR EACH ROW WHEN (NEW.id ` +
            `= ${Number(id)} AND NEW.status = 'sent') EXECUTE FUNCTION refuse_sent()`,
        ]
      : [
          `CREATE TRIGGER refuse_sent BEFORE UPDATE ON outbox WHEN NEW.id = ${Number(id)}` +
            ` AND NEW.status = 'sent' BEGIN SELECT RAISE(ABORT, 'database away'); END`,
        ]
  for (const statement of statements) await executeSql(statement)
}
async function allowMarkingSent(): Promise<void> {
  await executeSql(testDatabase() === 'postgres' ? 'DROP TRIGGER refuse_sent ON outbox' : 'DROP TRIGGER refuse_sent')
  if (testDatabase() === 'postgres') await executeSql('DROP FUNCTION refuse_sent')
}

describe(`each message and job once (${testDatabase()})`, () => {
  it('delivers 30 messages exactly once with three pollers taking them side by side', async () => {
    const ids = []
    for (let n = 1; n <= 30; n++) ids.push(await queueMessage(`Question ${n}`))

    await drainConcurrently()

    const expected = ids.map((id) => `<outbox-${id}@localhost>`)
    expect(messageIds().sort()).toEqual(expected.sort())
    for (const id of ids) expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('gives a message to one of two pollers claiming at the same moment', async () => {
    const id = await queueMessage('Claimed twice at once')
    const claims = await Promise.all([
      claimDueMail(servers[0]!, { limit: 10 }),
      claimDueMail(servers[1]!, { limit: 10 }),
    ])
    expect(claims.flat().map((message) => message.id)).toEqual([id])
    // The one that has it is sending it: nobody else takes it.
    expect(await deliverDueMail(payload, 10)).toBe(0)
  })

  it('delivers a message again once the poller that took it has been silent for the lease', async () => {
    const id = await queueMessage('Taken by a server that died')
    // That server claimed the message, then was killed before SMTP had it.
    expect((await claimDueMail(payload, { limit: 10 })).map((message) => message.id)).toEqual([id])

    // Recently: its lease still holds, so no poller takes the message or sends it.
    expect(await deliverDueMail(payload, 10)).toBe(0)
    expect(sendsOf(id)).toHaveLength(0)

    // Long ago: the message is taken again and goes out once.
    await payload.update({
      collection: 'outbox',
      id,
      data: { sentAt: new Date(Date.now() - JOB_LEASE_MS - 1_000).toISOString() },
      overrideAccess: true,
    })
    expect(await deliverDueMail(payload, 10)).toBe(1)
    expect(sendsOf(id)).toHaveLength(1)
    expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it(
    'records a message sent even when the database refuses ' + 'that for a while after SMTP took it, and sends it once',
    async () => {
      const id = await queueMessage('Sent while the database was away')
      // A real failure of the recording: the database refuses to mark this message sent until the
      // trigger goes, as a restarting database would.
      await refuseMarkingSent(id)
      const back = new Promise((resolve) => setTimeout(resolve, 700)).then(allowMarkingSent)

      expect(await deliverDueMail(payload, 10)).toBe(1)
      await back
      expect(sendsOf(id)).toHaveLength(1)
      expect(await outbox(id)).toMatchObject({ status: 'sent', attempts: 1 })
      expect(await deliverDueMail(payload, 10)).toBe(0)
      expect(sendsOf(id)).toHaveLength(1)
    },
  )

  it('gives a CRM job to one runner, and again to another only once the lease has passed', async () => {
    const id = await queueCrmJob()
    const claims = await Promise.all(servers.map((server) => claimJobs(server, { queue: 'crm', limit: 10 })))
    expect(claims.flat()).toEqual([id])

    await leftProcessing(id, JOB_LEASE_MS - 30_000)
    expect(await claimJobs(payload, { queue: 'crm', limit: 10 })).toEqual([])
    expect(await claimJobs(payload, { queue: 'crm', limit: 10, now: new Date(Date.now() + 31_000) })).toEqual([id])
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true })
  })

  it("the app server's poller picks queued mail up on its own, and takes nothing once stopped", async () => {
    const runner = startJobRunner(payload, [{ name: 'mail', everyMs: 50, limit: 5, run: deliverDueMail }])
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
    // Four rounds of 3 (and the one left over from the last test): paused between rounds, the
    // last would start 4 × 4 s after the start.
    const runner = startJobRunner(payload, [
      { name: 'mail', everyMs, limit: 3, drainBacklog: true, run: deliverDueMail },
    ])
    try {
      const expected = ids.map((id) => `<outbox-${id}@localhost>`)
      await expect
        .poll(() => expected.every((id) => messageIds().includes(id)), { timeout: 2 * everyMs, interval: 100 })
        .toBe(true)
      expect(Date.now() - started).toBeLessThan(2 * everyMs)
    } finally {
      await runner.stop()
    }
  })
})
