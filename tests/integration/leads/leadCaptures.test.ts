import { beforeAll, describe, expect, it } from 'vitest'

import { countVisitorMail } from '@/platform/outbox/recipientLimit'
import { PUBLIC_REF_PATTERN } from '@/platform/tokens/publicRef'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { getLeadResponse, leadRoutes } from '../../support/leads'
import { testDatabase, useTestPayload } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'

let routes: Awaited<ReturnType<typeof leadRoutes>>

const payload = useTestPayload(async () => {
  routes = await leadRoutes()
})

type Answer = { status: number; type: string | null; body: Record<string, unknown> }
const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  type: response.headers.get('content-type'),
  body: (await response.json()) as Record<string, unknown>,
})
const post = async (handler: RouteHandler, body: unknown) => answer(await postJson(handler, '/api/leads', body))
const getLead = async (leadId: string) => answer(await getLeadResponse(routes.getLead, leadId))
const idOf = (created: Answer) => (created.body.data as { _id: string })._id
const requestMails = async () =>
  (
    await payload.find({
      collection: 'outbox',
      where: { template: { equals: 'lead-info-request' } },
      sort: 'id',
      limit: 100,
      overrideAccess: true,
    })
  ).docs
const storedLead = async (email: string) =>
  (await payload.find({ collection: 'leads', where: { emailKey: { equals: email } }, depth: 0, overrideAccess: true }))
    .docs[0]!

/** What a visitor could compare between two answers: status, type and body, ids and values masked to their kind. */
const shape = ({ status, type, body }: Answer) => ({
  status,
  type,
  body: JSON.stringify(body, (key, value: unknown) =>
    key === '_id' ? PUBLIC_REF_PATTERN.test(String(value)) : typeof value === 'string' ? 'text' : value,
  ),
})

/** newLead → getLead → reqInfo → info, as a visitor who typed `typed` sees it. */
async function journey(typed: { firstName: string; lastName: string; email: string; phone: string; zipCode: string }) {
  const created = await post(routes.newLead, { ...typed, source: 'Full PBS' })
  const id = idOf(created)
  const read = await getLead(id)
  const requested = await post(routes.reqInfo, { leadId: id, email: 'attacker@example.com' })
  const again = await post(routes.reqInfo, { leadId: id })
  const details = `Details from ${typed.firstName}.`
  const sent = await post(routes.info, { leadId: id, ...typed, lastName: `${typed.lastName}-Two`, details })
  return { id, created, read, requested, again, sent, details }
}

describe(`a known address's capture answers every follow-up as a new lead does (${testDatabase()})`, () => {
  const owner = {
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'olivia@example.com',
    phone: '5550100999',
    zipCode: '10001',
  }
  let ownerId = ''
  let known: Awaited<ReturnType<typeof journey>>
  let fresh: Awaited<ReturnType<typeof journey>>
  const probe = {
    firstName: 'Mallory',
    lastName: 'Probe',
    email: 'OLIVIA@example.com',
    phone: '5550100666',
    zipCode: '99999',
  }

  beforeAll(async () => {
    ownerId = idOf(await post(routes.newLead, { ...owner, source: 'Price check' }))
    known = await journey(probe)
    fresh = await journey({ ...probe, email: 'mallory-new@example.com' })
  })

  it('gives the same statuses and body shapes for newLead, getLead, reqInfo and info', () => {
    for (const step of ['created', 'read', 'requested', 'again', 'sent'] as const) {
      expect({ step, ...shape(known[step]) }).toEqual({ step, ...shape(fresh[step]) })
    }
    expect(known.created.status).toBe(201)
    expect(known.read.status).toBe(200)
    expect(known.requested.body).toEqual({ ok: true, sent: true })
    expect(known.again.body).toEqual({ ok: true, sent: false })
    expect(known.sent.body).toEqual({ ok: true })
    expect(known.id).not.toBe(ownerId)
  })

  it("getLead of a capture answers exactly what that visitor typed, never the stored lead's data", () => {
    expect(known.read.body).toEqual({ data: probe })
    const text = JSON.stringify(known.read.body)
    for (const stored of [owner.firstName, owner.lastName, owner.phone, owner.zipCode])
      expect(text).not.toContain(stored)
  })

  it(
    'reqInfo of a capture e-mails the stored lead, at its stored ' +
      'address, the link to its own form; never an address from the body',
    async () => {
      const mails = await requestMails()
      const toOwner = mails.filter((mail) => mail.to === owner.email)
      expect(toOwner).toHaveLength(1)
      expect(toOwner[0]!.text).toContain(`/infoRequest/${ownerId}`)
      expect(toOwner[0]!.text).not.toContain(known.id)
      expect(toOwner[0]!.text).toContain('Hi Olivia,')
      expect(JSON.stringify(toOwner)).not.toContain('Mallory')
      expect(mails.map((mail) => mail.to).sort()).toEqual([owner.email, 'mallory-new@example.com'].sort())
    },
  )

  it("keeps what was typed, and the form's details, on a capture record of its own, for staff only", async () => {
    const { docs } = await payload.find({
      collection: 'lead-captures',
      where: { captureId: { equals: known.id } },
      depth: 0,
      overrideAccess: true,
    })
    const lead = await storedLead('olivia@example.com')
    expect(docs[0]).toMatchObject({
      ...probe,
      lastName: 'Probe-Two',
      source: 'Full PBS',
      lead: lead.id,
      details: known.details,
      status: 'info received',
    })
    expect(docs[0]!.infoReceivedAt).toBeTruthy()
    await expect(payload.find({ collection: 'lead-captures', overrideAccess: false })).rejects.toThrow()
  })

  it("leaves the stored lead's own data alone", async () => {
    const lead = await storedLead('olivia@example.com')
    expect(lead).toMatchObject({ ...owner, leadId: ownerId, source: 'Price check', status: 'info requested' })
    expect(lead.details ?? null).toBeNull()
    expect(lead.staffNotes ?? null).toBeNull()
    expect(
      (
        await payload.count({
          collection: 'leads',
          where: { emailKey: { equals: 'olivia@example.com' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it(
    'sends the stored lead its link once a day at most, ' + 'however many captures ask, and their answers do not tell',
    async () => {
      const other = { ...probe, email: 'olivia@EXAMPLE.com', firstName: 'Trudy' }
      const mailsBefore = (await requestMails()).length
      const answers: Answer[] = []
      for (let i = 0; i < 4; i += 1) {
        const id = idOf(await post(routes.newLead, { ...other, source: 'Eval' }))
        answers.push(await post(routes.reqInfo, { leadId: id }))
      }
      for (const each of answers) expect(each).toMatchObject({ status: 200, body: { ok: true, sent: true } })
      // The stored lead had its link a moment ago: once a day per lead, whoever asks.
      expect((await requestMails()).length).toBe(mailsBefore)
    },
  )

  it(
    "counts the stored lead's mail within its address's daily allowance: " +
      'past it, the same 429 as for a new address, and nothing stored',
    async () => {
      const useAllowance = (address: string) =>
        inTransaction(payload, async (req) => {
          for (let i = 0; i < 3; i += 1) await countVisitorMail(req, address)
        })
      await post(routes.newLead, { ...owner, email: 'capped@example.com', source: 'Price check' })
      await useAllowance('capped@example.com')
      const captured = await post(routes.newLead, { ...probe, email: 'Capped@example.com', source: 'Eval' })
      const fresh = await post(routes.newLead, { ...probe, email: 'capped-new@example.com', source: 'Eval' })
      await useAllowance('capped-new@example.com')
      const refused = await post(routes.reqInfo, { leadId: idOf(captured) })
      expect(shape(refused)).toEqual(shape(await post(routes.reqInfo, { leadId: idOf(fresh) })))
      expect(refused.status).toBe(429)
      expect((await requestMails()).filter((mail) => /capped/i.test(mail.to))).toHaveLength(0)
      expect(await storedLead('capped@example.com')).toMatchObject({ status: 'new', infoRequestedAt: null })
    },
  )

  it('keeps what others typed when the lead is deleted; their ids still answer as before and mail nobody', async () => {
    const leadId = idOf(await post(routes.newLead, { ...owner, email: 'gone@example.com', source: 'Price check' }))
    const captureId = idOf(await post(routes.newLead, { ...probe, email: 'gone@example.com', source: 'Eval' }))
    const lead = await storedLead('gone@example.com')
    expect(lead.leadId).toBe(leadId)
    await payload.delete({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect((await getLead(captureId)).body).toEqual({ data: { ...probe, email: 'gone@example.com' } })
    expect((await post(routes.reqInfo, { leadId: captureId })).body).toEqual({ ok: true, sent: true })
    expect((await requestMails()).filter((mail) => mail.to === 'gone@example.com')).toHaveLength(0)
    const { docs } = await payload.find({
      collection: 'lead-captures',
      where: { captureId: { equals: captureId } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ lead: null, status: 'info requested' })
  })
})
