import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { runQueue } from '@/platform/jobs/runQueue'

import { FAKE_AC_LIST, fakeActiveCampaign } from '../../support/fakeActiveCampaign'
import { outboxTo } from '../../support/outbox'
import { freePort } from '../../support/postgres'
import { startTestPayload, testDatabase } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'
import { comparedTub } from '../../support/comparedTub'

let payload: Payload
let crm: ReturnType<typeof fakeActiveCampaign>
let emailComparison: RouteHandler
let confirm: RouteHandler

beforeAll(async () => {
  crm = fakeActiveCampaign(await freePort())
  await crm.start()
  Object.assign(process.env, crm.env())
  payload = await startTestPayload()
  emailComparison = (await import('@/app/api/tools/emailComparison/route')).POST as RouteHandler
  confirm = (await import('@/app/api/leads/confirmEmail/route')).POST as RouteHandler
})
afterAll(async () => {
  await payload?.destroy()
  await crm?.stop()
  for (const name of Object.keys(crm.env())) delete process.env[name]
})
beforeEach(() => {
  vi.useRealTimers()
})

const emailMe = (email: string) =>
  postJson(emailComparison, '/api/tools/emailComparison', {
    firstName: 'Robin',
    email,
    consent: true,
    comparison: { tubs: [comparedTub('A', 12_000), comparedTub('B', 6_000)] },
  })
const confirmWith = (token: unknown) => postJson(confirm, '/api/leads/confirmEmail', { token })
// What the app servers run (src/platform/jobs/jobRunner.ts), one round.
const runCrmJobs = () => runQueue(payload, 'crm', 50, true)
const leadOf = async (email: string) =>
  (await payload.find({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
const crmCallsFor = (email: string) =>
  crm.requests().filter((request) => JSON.stringify(request.body).includes(email)).length
/** The token of the confirmation link in the last e-mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const link = /Confirm my address: (\S+)/.exec((await outboxTo(payload, email)).at(-1)!.text as string)?.[1]
  expect(link, 'the e-mail carries the confirmation link').toBeDefined()
  const url = new URL(link!)
  expect(url.pathname).toBe('/confirm-email')
  return url.searchParams.get('token')!
}

describe(`"e-mail me" from a tool: the CRM only after the owner confirms (${testDatabase()})`, () => {
  it('sends the result with a confirmation link, and nothing reaches the CRM before the owner confirms', async () => {
    expect((await emailMe('wait@example.com')).status).toBe(201)
    await runCrmJobs()
    const lead = await leadOf('wait@example.com')
    expect(lead).toMatchObject({ source: 'compare', emailConfirmation: 'waiting', emailConfirmedAt: null })
    expect(lead.crm?.status ?? null).toBeNull()
    await mailedToken('wait@example.com')
    expect(crmCallsFor('wait@example.com')).toBe(0)

    // A staff retry (or any queued job) still syncs nothing while the address waits.
    const { queueCrmSync } = await import('@/crm/queueSync')
    const { inTransaction } = await import('@/platform/unitOfWork/transaction')
    await inTransaction(payload, (req) => queueCrmSync(req, 'leads', lead.id))
    await runCrmJobs()
    expect(crmCallsFor('wait@example.com')).toBe(0)
  })

  it('confirmed once: synced once and on the list; confirmed again, and twice at once: still once', async () => {
    expect((await emailMe('yes@example.com')).status).toBe(201)
    const token = await mailedToken('yes@example.com')
    const first = await confirmWith(token)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ ok: true })
    const again = await Promise.all([confirmWith(token), confirmWith(token)])
    expect(again.map((response) => response.status)).toEqual([200, 200])
    await runCrmJobs()
    await runCrmJobs()

    const lead = await leadOf('yes@example.com')
    expect(lead.emailConfirmation).toBe('confirmed')
    expect(lead.emailConfirmedAt).toEqual(expect.any(String))
    expect(lead.crm?.status).toBe('synced')
    const contact = crm.contacts().find((each) => each.email === 'yes@example.com')
    expect(contact).toBeDefined()
    expect(crm.memberships().filter((each) => each.contact === contact!.id && each.list === FAKE_AC_LIST)).toHaveLength(
      1,
    )
    expect(
      crm.requests('contact/sync').filter((each) => JSON.stringify(each.body).includes('yes@example.com')),
    ).toHaveLength(1)
  })

  it('queues one sync for twin confirmations (counted before the jobs run: finished ones are deleted)', async () => {
    expect((await emailMe('twins@example.com')).status).toBe(201)
    const token = await mailedToken('twins@example.com')
    const responses = await Promise.all(Array.from({ length: 5 }, () => confirmWith(token)))
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200))
    const lead = await leadOf('twins@example.com')
    const jobs = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'crmSyncLead' } }, { 'input.leadId': { equals: lead.id } }] },
      overrideAccess: true,
    })
    expect(jobs.totalDocs).toBe(1)
  })

  it('refuses an expired or changed link with a clear message, and changes nothing', async () => {
    expect((await emailMe('late@example.com')).status).toBe(201)
    const token = await mailedToken('late@example.com')
    const [subject, expires, signature] = token.split('.') as [string, string, string]
    const otherLead = String(Number(subject) - 1)
    for (const tampered of [
      `${otherLead}.${expires}.${signature}`,
      `${subject}.${Number(expires) + 1}.${signature}`,
      'nonsense',
      7,
    ]) {
      const response = await confirmWith(tampered)
      expect(response.status, String(tampered)).toBe(400)
      expect(((await response.json()) as { errors: { token: string } }).errors.token).toMatch(/not one we sent/)
    }

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(Date.now() + 8 * 24 * 60 * 60_000))
    const expired = await confirmWith(token)
    vi.useRealTimers()
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({
      errors: {
        token:
          'This confirmation link has expired: links work for 7 days. Use "E-mail me" on the tool again for a new one.',
      },
    })

    await runCrmJobs()
    expect(await leadOf('late@example.com')).toMatchObject({ emailConfirmation: 'waiting', emailConfirmedAt: null })
    expect(crmCallsFor('late@example.com')).toBe(0)
  })

  it('deletes an address nobody confirmed 30 days after it was typed, when the next one is typed', async () => {
    expect((await emailMe('old@example.com')).status).toBe(201)
    const old = await leadOf('old@example.com')
    await payload.db.updateOne({
      collection: 'leads',
      id: old.id,
      data: { createdAt: new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString() },
    })
    expect((await emailMe('new@example.com')).status).toBe(201)
    const left = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'old@example.com' } },
      overrideAccess: true,
    })
    expect(left.docs).toHaveLength(0)
    expect((await leadOf('yes@example.com')).emailConfirmation).toBe('confirmed')
  })
})
