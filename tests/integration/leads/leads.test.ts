import { describe, expect, it } from 'vitest'

import { getLeadResponse, leadRoutes } from '../../support/leads'
import { outboxOf } from '../../support/outbox'
import { testDatabase, useTestPayload } from '../../support/payload'
import { answerOf, postJson, type RouteHandler } from '../../support/routes'

let routes: Awaited<ReturnType<typeof leadRoutes>>

const payload = useTestPayload(async () => {
  routes = await leadRoutes()
})

const post = async (handler: RouteHandler, body: unknown) => answerOf(await postJson(handler, '/api/leads', body))
const getLead = async (leadId: string) => answerOf(await getLeadResponse(routes.getLead, leadId))
const outbox = (template: string) => outboxOf(payload, template)

const lead = {
  firstName: 'Jamie',
  lastName: 'Fisher',
  email: 'jamie@example.com',
  phone: '5550100111',
  zipCode: '60601',
  source: 'Full PBS',
}

describe(`leads and the Buyers Program information form (${testDatabase()})`, () => {
  let leadId = ''

  it('captures a lead under a random, unguessable id', async () => {
    const created = await post(routes.newLead, lead)
    expect(created.status).toBe(201)
    leadId = (created.body.data as { _id: string })._id
    expect(leadId).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const second = await post(routes.newLead, { ...lead, email: 'other@example.com' })
    expect((second.body.data as { _id: string })._id).not.toBe(leadId)
    expect((await post(routes.newLead, { ...lead, email: 'nope' })).status).toBe(400)
  })

  it('reads a lead by its id only, with just the fields the form needs', async () => {
    const found = await getLead(leadId)
    expect(found).toEqual({
      status: 200,
      body: {
        data: {
          firstName: 'Jamie',
          lastName: 'Fisher',
          email: 'jamie@example.com',
          zipCode: '60601',
          phone: '5550100111',
        },
      },
    })
    expect((await getLead('1')).status).toBe(404)
    const oneCharOff = `${leadId.slice(0, -1)}${leadId.endsWith('x') ? 'y' : 'x'}`
    expect((await getLead(oneCharOff)).status).toBe(404)
  })

  it('e-mails the form link to the stored address only, at most once a day', async () => {
    const first = await post(routes.reqInfo, { leadId, email: 'attacker@example.com' })
    expect(first).toEqual({ status: 200, body: { ok: true, sent: true } })
    const [mail] = await outbox('lead-info-request')
    expect(mail).toMatchObject({ to: 'jamie@example.com' })
    expect(mail!.text).toContain(`/infoRequest/${leadId}`)
    expect(JSON.stringify(await outbox('lead-info-request'))).not.toContain('attacker@example.com')
    expect((await post(routes.reqInfo, { leadId })).body).toEqual({ ok: true, sent: false })
    expect(await outbox('lead-info-request')).toHaveLength(1)
    expect((await post(routes.reqInfo, { leadId: 'x'.repeat(24) })).status).toBe(404)
  })

  it("updates the lead from the form, tells the Buyers Program, and refuses gaps with the spec's message", async () => {
    const info = {
      leadId,
      firstName: 'Jamie',
      lastName: 'Fisher-Lee',
      email: 'jamie@example.com',
      phone: '5550100112',
      zipCode: '60602',
      details: 'Looking at two 6-seat tubs.',
    }
    const missing = await post(routes.info, { ...info, details: ' ' })
    expect(missing).toEqual({ status: 400, body: { errors: { details: 'Please complete all fields!' } } })
    expect((await post(routes.info, { ...info, leadId: 'y'.repeat(24) })).status).toBe(404)

    expect((await post(routes.info, info)).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'leads',
      where: { leadId: { equals: leadId } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      lastName: 'Fisher-Lee',
      phone: '5550100112',
      zipCode: '60602',
      details: 'Looking at two 6-seat tubs.',
      status: 'info received',
    })
    const [mail] = await outbox('lead-info-received')
    expect(mail).toMatchObject({
      to: 'buyers-program@tubwise.example',
      cc: 'staff@tubwise.example',
      replyTo: 'jamie@example.com',
    })
    expect(mail!.text).toContain('Looking at two 6-seat tubs.')
  })

  it('keeps leads away from the public', async () => {
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
  })
})
