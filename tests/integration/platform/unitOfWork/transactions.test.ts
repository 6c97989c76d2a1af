import { describe, expect, it } from 'vitest'

import { testDatabase, useTestPayload } from '../../../support/payload'
import { executeSql } from '../../../support/sql'
import { postJson } from '../../../support/routes'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
let newCheck: Handler
let newLead: Handler
let reqInfo: Handler

const payload = useTestPayload(async () => {
  newCheck = (await import('@/app/api/pricechecks/newcheck/route')).POST
  newLead = (await import('@/app/api/leads/newLead/route')).POST
  reqInfo = (await import('@/app/api/leads/reqInfo/route')).POST
  // A real failure in the e-mail step: the database itself refuses any outbox row to these addresses.
  const refuse =
    testDatabase() === 'postgres'
      ? [
          `CREATE FUNCTION refuse_outbox() RETURNS trigger AS $$ BEGIN RAISE ` +
            `EXCEPTION 'outbox refused this address'; END; $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox FOR EACH ROW ` +
            `WHEN (NEW."to" LIKE 'refused-%') EXECUTE FUNCTION refuse_outbox()`,
        ]
      : [
          `CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox WHEN NEW."to" LIKE ` +
            `'refused-%' BEGIN SELECT RAISE(ABORT, 'outbox refused this address'); END`,
        ]
  for (const raw of refuse) await executeSql(payload, raw)
})

const params = { params: Promise.resolve({}) }
const post = (handler: Handler, path: string, body: unknown) => postJson(handler, path, body)
const priceCheck = (email: string) => ({
  name: 'Robin Tester',
  email,
  zipcode: '30301',
  tubs: [{ brand: 'Northstar Spas', model: 'Polaris 6', price: '$9,000' }],
})
const count = async (collection: 'leads' | 'outbox' | 'price-checks' | 'payload-jobs', where = {}) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs
const leadsFor = async (email: string) =>
  (
    await payload.find({
      collection: 'leads',
      where: { emailKey: { equals: email.toLowerCase() } },
      overrideAccess: true,
    })
  ).docs

const { inTransaction } = await import('@/platform/unitOfWork/transaction')
const { createLead } = await import('@/leads/server/leads')
const { submitPriceCheck } = await import('@/pricecheck/server/submitPriceCheck')

describe(`units of work (${testDatabase()})`, () => {
  it('rolls a price check back whole when its e-mail step fails: no price check, no lead, no outbox row', async () => {
    const before = {
      checks: await count('price-checks'),
      outbox: await count('outbox'),
      jobs: await count('payload-jobs'),
    }
    const response = await post(newCheck, '/api/pricechecks/newcheck', priceCheck('refused-robin@example.com'))
    expect(response.status).toBe(500)
    expect(await count('price-checks')).toBe(before.checks)
    expect(await leadsFor('refused-robin@example.com')).toHaveLength(0)
    // The staff message was written before the receipt failed; it went too, and no job stayed behind.
    expect(await count('outbox')).toBe(before.outbox)
    expect(await count('payload-jobs')).toBe(before.jobs)

    // The same request to an address the outbox takes is stored whole.
    expect((await post(newCheck, '/api/pricechecks/newcheck', priceCheck('robin@example.com'))).status).toBe(201)
    expect(await count('price-checks')).toBe(before.checks + 1)
    expect(await leadsFor('robin@example.com')).toHaveLength(1)
    expect(await count('outbox')).toBe(before.outbox + 2)
  })

  it('makes a service called inside a larger unit of work part of it', async () => {
    const failure = new Error('the outer work failed')
    await expect(
      inTransaction(payload, async (req) => {
        const lead = await createLead(req, {
          firstName: 'Nested',
          lastName: 'Lead',
          email: 'nested@example.com',
          source: 'Test',
        })
        expect(lead.created).toBe(true)
        await submitPriceCheck(req, priceCheck('nested-check@example.com'))
        // Nothing is committed yet: the inner services joined this transaction instead of committing their own.
        expect(await leadsFor('nested@example.com')).toHaveLength(0)
        expect(await count('price-checks', { email: { equals: 'nested-check@example.com' } })).toBe(0)
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await leadsFor('nested@example.com')).toHaveLength(0)
    expect(await leadsFor('nested-check@example.com')).toHaveLength(0)
    expect(await count('price-checks', { email: { equals: 'nested-check@example.com' } })).toBe(0)
    expect(await count('outbox', { to: { equals: 'nested-check@example.com' } })).toBe(0)
  })

  it('never commits half a unit of work after a step failed inside it, even if the work caught the error', async () => {
    await expect(
      inTransaction(payload, async (req) => {
        await createLead(req, { firstName: 'Half', lastName: '', email: 'half@example.com', source: 'Test' })
        await payload
          .create({ collection: 'outbox', data: { to: 'x@example.com' } as never, overrideAccess: true, req })
          .catch(() => undefined)
      }),
    ).rejects.toThrow(/rolled back/)
    expect(await leadsFor('half@example.com')).toHaveLength(0)
  })

  it('keeps one lead per address when requests for it arrive at once, whatever the case', async () => {
    const variants = ['Same@Example.com', 'same@example.com', 'SAME@EXAMPLE.COM', 'same@Example.com']
    const responses = await Promise.all([
      ...variants.map((email) =>
        post(newLead, '/api/leads/newLead', { firstName: 'Sam', lastName: 'Same', email, source: 'Test' }),
      ),
      post(newCheck, '/api/pricechecks/newcheck', priceCheck('sAme@example.com')),
      post(newCheck, '/api/pricechecks/newcheck', priceCheck('SAME@example.COM')),
    ])
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s >= 400)).toEqual([])
    const leads = await leadsFor('same@example.com')
    expect(leads).toHaveLength(1)
    // Every newLead answer looks alike (201 and an id); at most one (if a newLead came first) is the lead's own.
    expect(responses.slice(0, 4).map((r) => r.status)).toEqual([201, 201, 201, 201])
    const bodies = (await Promise.all(responses.slice(0, 4).map((r) => r.json()))) as { data: { _id: string } }[]
    const ids = bodies.map((b) => b.data._id)
    expect(new Set(ids).size).toBe(4)
    expect(ids.filter((id) => id === leads[0]!.leadId).length).toBeLessThanOrEqual(1)
  })

  it('sends a lead its form link once when several requests for it arrive at once', async () => {
    const created = await post(newLead, '/api/leads/newLead', {
      firstName: 'Once',
      lastName: 'Only',
      email: 'once@example.com',
      source: 'Test',
    })
    const leadId = ((await created.json()) as { data: { _id: string } }).data._id
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post(reqInfo, '/api/leads/reqInfo', { leadId })),
    )
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { sent: boolean }[]
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(bodies.filter((b) => b.sent)).toHaveLength(1)
    expect(await count('outbox', { to: { equals: 'once@example.com' } })).toBe(1)
  })
})
