import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { runQueue } from '@/platform/jobs/runQueue'

import { freePort } from '../../support/postgres'
import { FAKE_AC_LIST, FAKE_AC_PIPELINE, FAKE_AC_STAGE, fakeActiveCampaign } from '../../support/fakeActiveCampaign'
import { startTestPayload, testDatabase } from '../../support/payload'

let payload: Payload
let crm: ReturnType<typeof fakeActiveCampaign>

// Short, but long enough that "not before the back-off" is measurable on a busy machine.
const RETRY_BASE_MS = 800
const MAX_ATTEMPTS = 3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// Before any import below reaches the Payload config, which reads them into the tasks' retry settings.
process.env.CRM_MAX_ATTEMPTS = String(MAX_ATTEMPTS)
process.env.CRM_RETRY_BASE_MS = String(RETRY_BASE_MS)

const configure = () => Object.assign(process.env, crm.env())
const unconfigure = () => {
  for (const name of Object.keys(crm.env())) delete process.env[name]
}

beforeAll(async () => {
  crm = fakeActiveCampaign(await freePort())
  await crm.start()
  configure()
  process.env.PAYMENTS_DEMO = 'on'
  payload = await startTestPayload()
})
afterAll(async () => {
  await payload?.destroy()
  await crm?.stop()
  unconfigure()
})
beforeEach(() => configure())

const { createLead } = await import('@/leads/server/leads')
const { fulfilOrder } = await import('@/commerce/server/fulfilOrder')
const { inTransaction } = await import('@/platform/unitOfWork/transaction')
const { requeueHeldCrmSyncs } = await import('@/crm/requeueHeld')

// What the app servers run (src/platform/jobs/jobRunner.ts), one round.
const runCrmJobs = () => runQueue(payload, 'crm', 50, true)
const lead = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
const order = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

let people = 0
const newLead = async (overrides: { email?: string } = {}) => {
  people += 1
  const email = overrides.email ?? `crm-lead-${people}@example.com`
  return inTransaction(payload, (req) =>
    createLead(req, {
      firstName: 'Dana',
      lastName: 'Rivers',
      email,
      phone: '555 010 0142',
      zipCode: '97201',
      source: 'Buyers Program',
    }),
  )
}

/** A pending order paid through THE fulfilment (as the paid* routes and webhooks call it). */
const paidOrder = async (
  product: 'pbs' | 'consult',
  email: string,
  amount: number,
  provider: 'stripe' | 'demo' = 'stripe',
) => {
  const pending = await payload.create({
    collection: 'orders',
    data: {
      orderRef: `crm${people++}${product}`,
      status: 'pending',
      product,
      amount,
      currency: 'usd',
      provider,
      paymentRef: `${provider}_${product}_${email}`,
      name: 'Dana Q Rivers',
      email,
      phone: '555 010 0142',
    },
    overrideAccess: true,
  })
  const { fulfilled } = await inTransaction(payload, (req) => fulfilOrder(req, pending.id))
  expect(fulfilled).toBe(true)
  return order(pending.id)
}

describe(`CRM sync (${testDatabase()})`, () => {
  it('syncs a new lead: one contact with its details, on the list, its id stored on the lead', async () => {
    const created = await newLead({ email: 'first.buyer@example.com' })
    expect(created.created).toBe(true)
    expect((await lead(created.id)).crm?.status).toBe('queued')

    await runCrmJobs()

    const contact = crm.contacts().find((each) => each.email === 'first.buyer@example.com')
    expect(contact).toMatchObject({ firstName: 'Dana', lastName: 'Rivers', phone: '555 010 0142' })
    expect(crm.memberships()).toContainEqual(
      expect.objectContaining({ list: FAKE_AC_LIST, contact: contact!.id, status: 1 }),
    )
    const synced = await lead(created.id)
    expect(synced.crm).toMatchObject({ status: 'synced', contactId: contact!.id, lastError: null })
    expect(synced.crm?.syncedAt).toBeTruthy()
    const calls = crm.requests().filter((each) => each.idempotencyKey === `crm-lead-${created.id}`)
    expect(calls.map((each) => each.path)).toEqual(['/api/3/contact/sync', '/api/3/contactLists'])
  })

  it(
    'never makes a second contact for one address: a repeat lead ' +
      'queues nothing, and a paid order reuses the contact for its deal',
    async () => {
      const first = await newLead({ email: 'repeat.buyer@example.com' })
      await runCrmJobs()
      const again = await newLead({ email: 'Repeat.Buyer@example.com' })
      expect(again).toMatchObject({ id: first.id, created: false })
      expect(
        (
          await payload.count({
            collection: 'payload-jobs',
            where: { and: [{ queue: { equals: 'crm' } }, { completedAt: { exists: false } }] },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(0)

      const paid = await paidOrder('consult', 'repeat.buyer@example.com', 9900)
      expect(paid.crm?.status).toBe('queued')
      await runCrmJobs()

      const contacts = crm.contacts().filter((each) => each.email.toLowerCase() === 'repeat.buyer@example.com')
      expect(contacts).toHaveLength(1)
      const synced = await order(paid.id)
      expect(synced.crm).toMatchObject({ status: 'synced', contactId: contacts[0]!.id })
      expect(crm.deals().find((deal) => deal.id === synced.crm?.dealId)).toMatchObject({
        title: `Consultation – ${paid.orderRef}`,
        contact: contacts[0]!.id,
        value: 9900,
        currency: 'usd',
        group: FAKE_AC_PIPELINE,
        stage: FAKE_AC_STAGE,
      })
    },
  )

  it(
    "turns a paid buyers-service order into a deal on the buyer's " +
      'contact, the lead it made syncing to the same contact',
    async () => {
      const paid = await paidOrder('pbs', 'service.buyer@example.com', 24900)
      expect(paid.lead).toBeTruthy()
      await runCrmJobs()

      const synced = await order(paid.id)
      const contact = crm.contacts().find((each) => each.email === 'service.buyer@example.com')!
      expect(crm.contacts().filter((each) => each.email === 'service.buyer@example.com')).toHaveLength(1)
      expect(synced.crm).toMatchObject({ status: 'synced', contactId: contact.id })
      expect((await lead(paid.lead as number)).crm).toMatchObject({ status: 'synced', contactId: contact.id })
      const deal = crm.deals().find((each) => each.id === synced.crm?.dealId)
      expect(deal).toMatchObject({
        title: `Full private buyers service – ${paid.orderRef}`,
        contact: contact.id,
        value: 24900,
      })
      expect(crm.requests('deals').at(-1)?.idempotencyKey).toBe(`crm-order-${paid.orderRef}`)

      // A second job for a synced order (a repeat, a stray re-queue) does nothing.
      const before = crm.requests().length
      await payload.jobs.queue({ task: 'crmSyncOrder', queue: 'crm', input: { orderId: paid.id } })
      await runCrmJobs()
      expect(crm.requests()).toHaveLength(before)
      expect(crm.deals().filter((each) => each.title.endsWith(paid.orderRef))).toHaveLength(1)
    },
  )

  it('makes a demo-paid order a DEMO deal worth nothing: no money moved', async () => {
    const paid = await paidOrder('consult', 'demo.buyer@example.com', 9900, 'demo')
    await runCrmJobs()
    const synced = await order(paid.id)
    expect(synced.crm?.status).toBe('synced')
    expect(crm.deals().find((deal) => deal.id === synced.crm?.dealId)).toMatchObject({
      title: `[DEMO] Consultation – ${paid.orderRef}`,
      value: 0,
    })
  })

  it('retries after a 500 with back-off (not before it) and then syncs', async () => {
    crm.failNext(crm.serverError())
    const created = await newLead()
    await runCrmJobs()
    expect((await lead(created.id)).crm).toMatchObject({ status: 'queued', lastError: expect.stringContaining('500') })

    await runCrmJobs()
    const tries = () =>
      crm.requests('contact/sync').filter((each) => each.idempotencyKey === `crm-lead-${created.id}`).length
    expect(tries()).toBe(1)

    await sleep(RETRY_BASE_MS + 200)
    await runCrmJobs()
    expect(tries()).toBe(2)
    expect((await lead(created.id)).crm).toMatchObject({ status: 'synced', lastError: null })
  })

  it("respects a 429's Retry-After: the CRM is not called again before it", async () => {
    const retryAfterSeconds = 3
    crm.failNext(crm.rateLimited(retryAfterSeconds))
    const created = await newLead()
    await runCrmJobs()
    const calls = () => crm.requests('contact/sync').filter((each) => each.idempotencyKey === `crm-lead-${created.id}`)
    expect(calls()).toHaveLength(1)
    expect((await lead(created.id)).crm?.status).toBe('queued')

    // Well past the back-off (RETRY_BASE_MS), still inside Retry-After.
    await sleep(RETRY_BASE_MS * 2)
    await runCrmJobs()
    expect(calls()).toHaveLength(1)

    await sleep(retryAfterSeconds * 1000 - RETRY_BASE_MS * 2 + 300)
    await runCrmJobs()
    expect(calls()).toHaveLength(2)
    expect(calls()[1]!.at - calls()[0]!.at).toBeGreaterThanOrEqual(retryAfterSeconds * 1000)
    expect((await lead(created.id)).crm?.status).toBe('synced')
  })

  it(
    'rides out the CRM being down and syncs once it is ' + 'back; every attempt failing marks the record failed',
    async () => {
      await crm.stop()
      const recovers = await newLead()
      await runCrmJobs()
      expect((await lead(recovers.id)).crm).toMatchObject({
        status: 'queued',
        lastError: expect.stringContaining('could not be reached'),
      })

      await crm.start()
      await sleep(RETRY_BASE_MS + 200)
      await runCrmJobs()
      expect((await lead(recovers.id)).crm?.status).toBe('synced')

      await crm.stop()
      const givesUp = await newLead()
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        await runCrmJobs()
        await sleep(RETRY_BASE_MS * 2 ** attempt + 200)
      }
      await crm.start()
      await runCrmJobs()
      expect((await lead(givesUp.id)).crm).toMatchObject({
        status: 'failed',
        lastError: expect.stringContaining('could not be reached'),
      })
      expect(crm.contacts().some((each) => each.email === `crm-lead-${people}@example.com`)).toBe(false)
    },
  )

  it('holds syncs while no CRM is configured, and sends them once one is', async () => {
    unconfigure()
    const before = crm.requests().length
    const created = await newLead()
    await runCrmJobs()
    expect((await lead(created.id)).crm?.status).toBe('held')
    expect(crm.requests()).toHaveLength(before)

    configure()
    expect(await requeueHeldCrmSyncs(payload)).toBe(1)
    expect((await lead(created.id)).crm?.status).toBe('queued')
    await runCrmJobs()
    expect((await lead(created.id)).crm?.status).toBe('synced')
  })

  describe('a sync the CRM refuses', () => {
    const PASSWORD = 'a-long-test-password'
    const retry = async (email: string | null, collection: string, id: number) => {
      const headers: Record<string, string> = {}
      if (email) {
        const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
        headers.Authorization = `JWT ${token}`
      }
      const slug = ['crm-sync', collection, String(id), 'retry']
      // Imported once Payload runs on the test database: the route reads the config when loaded.
      const { POST } = await import('@/app/(payload)/api/cms/[...slug]/route')
      const response = await POST(
        new Request(`http://localhost/api/cms/${slug.join('/')}`, { method: 'POST', headers }),
        { params: Promise.resolve({ slug }) },
      )
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }

    beforeAll(async () => {
      for (const role of ['moderator', 'editor'] as const) {
        await payload.create({
          collection: 'users',
          data: { email: `${role}@tubwise.example`, password: PASSWORD, role },
          overrideAccess: true,
        })
      }
    })

    it('is marked failed with the CRM’s message and not retried; staff retry it and it syncs', async () => {
      crm.failNext(crm.refused('Email address is not valid.'))
      const created = await newLead()
      await runCrmJobs()
      const failed = await lead(created.id)
      expect(failed.crm).toMatchObject({
        status: 'failed',
        lastError: expect.stringContaining('Email address is not valid.'),
      })
      const calls = () =>
        crm.requests('contact/sync').filter((each) => each.idempotencyKey === `crm-lead-${created.id}`).length
      await sleep(RETRY_BASE_MS + 200)
      await runCrmJobs()
      expect(calls()).toBe(1)

      // Only staff who handle leads may retry, and only a failed or held sync.
      expect((await retry(null, 'leads', created.id)).status).toBe(401)
      expect((await retry('editor@tubwise.example', 'leads', created.id)).status).toBe(403)
      expect((await retry('moderator@tubwise.example', 'posts', created.id)).status).toBe(404)
      expect(await retry('moderator@tubwise.example', 'leads', created.id)).toEqual({
        status: 200,
        body: { status: 'queued' },
      })
      expect((await lead(created.id)).crm).toMatchObject({ status: 'queued', lastError: null })
      expect((await retry('moderator@tubwise.example', 'leads', created.id)).status).toBe(409)

      await runCrmJobs()
      expect(calls()).toBe(2)
      expect((await lead(created.id)).crm?.status).toBe('synced')
    })
  })
})
