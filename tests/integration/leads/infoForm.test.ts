import { describe, expect, it } from 'vitest'

import { checkInfoForm, type InfoFormValues, infoRequestBody } from '@/leads/contact/infoForm'
import { INFO_FORM_MESSAGE } from '@/leads/schemas'

import { testDatabase, useTestPayload } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'

let info: RouteHandler
let newLead: RouteHandler

const payload = useTestPayload(async () => {
  info = (await import('@/app/api/leads/info/route')).POST
  newLead = (await import('@/app/api/leads/newLead/route')).POST
})

const storedLead = async (leadId: string) =>
  (await payload.find({ collection: 'leads', where: { leadId: { equals: leadId } }, overrideAccess: true })).docs[0]!
const infoMails = async () =>
  (
    await payload.count({
      collection: 'outbox',
      where: { template: { equals: 'lead-info-received' } },
      overrideAccess: true,
    })
  ).totalDocs

async function aLead(email: string): Promise<string> {
  const response = await postJson(newLead, '/api/leads/newLead', {
    firstName: 'Cher',
    email,
    phone: '5550100300',
    zipCode: '90210',
    source: 'Full PBS',
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { _id: string } }).data._id
}

const typed: InfoFormValues = {
  name: 'Cher',
  email: 'cher@example.com',
  zipCode: '90210',
  phone: '5550100300',
  details: 'One tub for two, quiet pumps.',
}

describe(`the information form's body, through POST /api/leads/info (${testDatabase()})`, () => {
  it('a one-word name is stored as both first and last name, and reaches the Buyers Program', async () => {
    const leadId = await aLead('cher@example.com')
    const check = checkInfoForm(leadId, typed)
    expect(check.ok).toBe(true)
    const response = await postJson(info, '/api/leads/info', infoRequestBody(leadId, typed))
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { ok: true } })
    expect(await storedLead(leadId)).toMatchObject({
      firstName: 'Cher',
      lastName: 'Cher',
      details: typed.details,
      status: 'info received',
    })
    expect(await infoMails()).toBe(1)
  })

  it(
    "an e-mail without @ is refused with the spec's message, by " +
      "the browser's check and by the server, and changes nothing",
    async () => {
      const leadId = await aLead('bono@example.com')
      const bad = { ...typed, name: 'Bono', email: 'bono.example.com' }
      expect(checkInfoForm(leadId, bad)).toEqual({ ok: false, message: INFO_FORM_MESSAGE, fields: ['email'] })
      const before = { lead: await storedLead(leadId), mails: await infoMails() }
      const response = await postJson(info, '/api/leads/info', infoRequestBody(leadId, bad))
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: { errors: { email: INFO_FORM_MESSAGE } },
      })
      expect({ lead: await storedLead(leadId), mails: await infoMails() }).toEqual(before)
    },
  )

  // Found by the security scan (npm run scan): this answered 500 from the unique index on the lead's address.
  // Then it answered 400 with a sentence that told anyone holding a lead id which addresses are leads.
  it(
    "an address that is another lead's gets the very answer any address " +
      'gets; the details are kept on this lead, the address is not',
    async () => {
      await aLead('sonny@example.com')
      const leadId = await aLead('gregg@example.com')
      const otherId = await aLead('cleo@example.com')
      const taken = await postJson(
        info,
        '/api/leads/info',
        infoRequestBody(leadId, {
          ...typed,
          name: 'Gregg',
          email: ' Sonny@Example.com',
          details: 'Taken address details.',
        }),
      )
      const fresh = await postJson(
        info,
        '/api/leads/info',
        infoRequestBody(otherId, {
          ...typed,
          name: 'Cleo',
          email: 'cleo.new@example.com',
          details: 'New address details.',
        }),
      )
      const answers = [taken, fresh].map(async (response) => ({ status: response.status, body: await response.text() }))
      expect(await answers[0]).toEqual(await answers[1])
      expect(await answers[0]).toEqual({ status: 200, body: JSON.stringify({ ok: true }) })

      // Nothing typed is lost: the details are saved on the form's own lead and reach the Buyers Program;
      // the other lead's address is not attached to it, and staff see it in the notes and the e-mail.
      const gregg = await storedLead(leadId)
      expect(gregg).toMatchObject({
        email: 'gregg@example.com',
        details: 'Taken address details.',
        status: 'info received',
      })
      expect(gregg.staffNotes).toContain('Sonny@example.com')
      const sonny = (
        await payload.find({
          collection: 'leads',
          where: { email: { equals: 'sonny@example.com' } },
          overrideAccess: true,
        })
      ).docs
      expect(sonny).toHaveLength(1)
      expect(sonny[0]).toMatchObject({ firstName: 'Cher', status: 'new' })
      const [mail] = (
        await payload.find({
          collection: 'outbox',
          where: { text: { contains: 'Taken address details.' } },
          overrideAccess: true,
        })
      ).docs
      expect(mail).toMatchObject({ template: 'lead-info-received', replyTo: 'gregg@example.com' })
      expect(mail!.text).toContain('Sonny@example.com')
      expect((await storedLead(otherId)).email).toBe('cleo.new@example.com')

      // Its own address, in another case, is still its own.
      const own = await postJson(
        info,
        '/api/leads/info',
        infoRequestBody(leadId, { ...typed, name: 'Gregg', email: 'GREGG@example.com' }),
      )
      expect(own.status).toBe(200)
      expect((await storedLead(leadId)).email).toBe('GREGG@example.com')
    },
  )
  it(
    'two leads taking one new address at the same moment: ' +
      'both answered alike, one gets the address, neither a 500',
    async () => {
      const first = await aLead('mara@example.com')
      const second = await aLead('jonas@example.com')
      const responses = await Promise.all(
        [first, second].map((leadId) =>
          postJson(
            info,
            '/api/leads/info',
            infoRequestBody(leadId, { ...typed, name: 'Shared', email: 'household@example.com' }),
          ),
        ),
      )
      expect(
        await Promise.all(
          responses.map(async (response) => ({ status: response.status, body: await response.json() })),
        ),
      ).toEqual([
        { status: 200, body: { ok: true } },
        { status: 200, body: { ok: true } },
      ])
      const owners = await Promise.all([first, second].map(async (leadId) => (await storedLead(leadId)).email))
      expect(owners.filter((email) => email === 'household@example.com')).toHaveLength(1)
      expect(await Promise.all([first, second].map(async (leadId) => (await storedLead(leadId)).details))).toEqual([
        typed.details,
        typed.details,
      ])
    },
  )
})
