import { describe, expect, it } from 'vitest'

import { PUBLIC_REF_PATTERN } from '@/platform/tokens/publicRef'

import { testDatabase, useTestPayload } from '../../support/payload'
import { postJson } from '../../support/routes'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
let routes: Record<'newLead' | 'reqInfo' | 'newCheck' | 'sendMessage', Handler>

const payload = useTestPayload(async () => {
  routes = {
    newLead: (await import('@/app/api/leads/newLead/route')).POST,
    reqInfo: (await import('@/app/api/leads/reqInfo/route')).POST,
    newCheck: (await import('@/app/api/pricechecks/newcheck/route')).POST,
    sendMessage: (await import('@/app/api/utilities/sendMessage/route')).POST,
  }
})

/** Each request from a different client address, as an attacker with many addresses would send them. */
const post = async (handler: Handler, body: unknown) => {
  const response = await postJson(handler, '/api/x', body)
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}
const newLead = (firstName: string, lastName: string, email: string, source = 'Full PBS') =>
  post(routes.newLead, { firstName, lastName, email, source })
const mailTo = async (address: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: address } }, sort: 'id', overrideAccess: true }))
    .docs
const count = async (collection: 'outbox' | 'price-checks' | 'leads') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

const LINK = 'https://evil.example/claim'
const LONG = 'Congratulations, you have won a free hot tub, reply with your bank details to claim it today.'

describe(`mail to addresses nobody confirmed (${testDatabase()})`, () => {
  it("never carries a stranger's link or long text: newLead then reqInfo", async () => {
    const created = await newLead(`Win ${LINK}`.slice(0, 60), 'x', 'stranger@example.com')
    expect(created.status).toBe(201)
    // newLead itself sends nothing.
    expect(await mailTo('stranger@example.com')).toHaveLength(0)
    const leadId = (created.body.data as { _id: string })._id
    expect((await post(routes.reqInfo, { leadId })).status).toBe(200)

    const [mail] = await mailTo('stranger@example.com')
    expect(mail).toBeDefined()
    for (const part of [mail!.text, mail!.html ?? '', mail!.subject]) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('Win ')
    }
    expect(mail!.text).toContain('Hi there,')
  })

  it('sends a price check receipt with no prices and no long or link-like text', async () => {
    const response = await post(routes.newCheck, {
      name: LONG.slice(0, 100),
      email: 'receipt@example.com',
      zipcode: '10001',
      tubs: [
        { brand: 'Northstar Spas', model: 'Polaris 6', price: '$9,800 call 555 0100' },
        { brand: 'www.evil.example', model: 'Free tub', price: LINK },
      ],
    })
    expect(response.status).toBe(201)
    const [receipt] = await mailTo('receipt@example.com')
    for (const part of [receipt!.text, receipt!.html ?? '']) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('Congratulations')
      expect(part).not.toContain('9,800')
      expect(part).not.toContain('555 0100')
    }
    expect(receipt!.text).toContain('Hi there,')
    expect(receipt!.text).toContain('Northstar Spas Polaris 6')
    // Staff still get everything the visitor wrote.
    const [staff] = await mailTo('staff@tubwise.example')
    expect(staff!.text).toContain('$9,800 call 555 0100')
  })

  it(
    'sends one address at most three messages a day, whatever the ' +
      'endpoint or client; the fourth is a 429 that stores nothing',
    async () => {
      const created = await newLead('Vic', 'Tim', 'Victim@Example.com')
      expect(created.status).toBe(201)
      const leadId = (created.body.data as { _id: string })._id
      const check = (email: string) => ({
        name: 'Vic Tim',
        email,
        zipcode: '10001',
        tubs: [{ brand: 'Northstar Spas', model: 'Polaris 6', price: '$9,000' }],
      })

      expect((await post(routes.reqInfo, { leadId })).status).toBe(200)
      expect((await post(routes.newCheck, check('VICTIM@example.com'))).status).toBe(201)
      expect((await post(routes.newCheck, check('victim@EXAMPLE.com'))).status).toBe(201)

      const before = { outbox: await count('outbox'), checks: await count('price-checks'), leads: await count('leads') }
      const refused = await post(routes.newCheck, check('victim@example.com'))
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.body.error).toMatch(/try again tomorrow/)
      expect({
        outbox: await count('outbox'),
        checks: await count('price-checks'),
        leads: await count('leads'),
      }).toEqual(before)

      // Messages to staff are not limited by it, and other addresses are untouched.
      expect(
        (await post(routes.sendMessage, { subject: 'Hello', message: 'A question', cc: 'victim@example.com' })).status,
      ).toBe(201)
      expect((await post(routes.newCheck, check('someone-else@example.com'))).status).toBe(201)
    },
  )

  it(
    'counts one mailbox once however it is spelled: names, ' +
      'brackets and lists are refused, the fourth is still a 429',
    async () => {
      const check = (email: string) => ({
        name: 'Spel Led',
        email,
        zipcode: '10001',
        tubs: [{ brand: 'Northstar Spas', model: 'Polaris 6', price: '$9,000' }],
      })
      for (const email of ['spelled@example.com', 'Spelled@Example.com', ' SPELLED@EXAMPLE.COM ']) {
        expect((await post(routes.newCheck, check(email))).status, email).toBe(201)
      }
      const before = { outbox: await count('outbox'), checks: await count('price-checks') }
      for (const email of [
        '"x"<spelled@example.com>',
        'Spel Led <spelled@example.com>',
        '<spelled@example.com>',
        'spelled@example.com,postmaster',
        'postmaster,spelled@example.com',
        'spelled@example.com (x)',
      ]) {
        const refused = await post(routes.newCheck, check(email))
        expect(refused.status, email).toBe(400)
        expect(JSON.stringify(refused.body), email).toContain('Please complete name, email and zip code')
      }
      const fourth = await post(routes.newCheck, check('spelled@EXAMPLE.com'))
      expect(fourth.status).toBe(429)
      expect({ outbox: await count('outbox'), checks: await count('price-checks') }).toEqual(before)
      // What was stored and sent is the address in one spelling: trimmed, domain lower-cased.
      const checks = await payload.find({
        collection: 'price-checks',
        where: { name: { equals: 'Spel Led' } },
        overrideAccess: true,
      })
      expect(checks.docs.map((doc) => doc.email).sort()).toEqual([
        'SPELLED@example.com',
        'Spelled@example.com',
        'spelled@example.com',
      ])
    },
  )

  it('counts one inbox once: a +tag, and at Gmail dots and googlemail.com, spend the same allowance', async () => {
    const check = (email: string) => ({
      name: 'Tag Ged',
      email,
      zipcode: '10001',
      tubs: [{ brand: 'Northstar Spas', model: 'Polaris 6', price: '$9,000' }],
    })
    for (const [first, second, third, fourth] of [
      ['tagged@example.com', 'tagged+1@example.com', 'Tagged+spa+2@Example.com', 'tagged+4@example.com'],
      ['pat.buyer@gmail.com', 'patbuyer+x@gmail.com', 'P.A.T.Buyer@googlemail.com', 'p.atbuyer@gmail.com'],
    ] as const) {
      for (const email of [first, second, third])
        expect((await post(routes.newCheck, check(email))).status, email).toBe(201)
      const before = await count('outbox')
      expect((await post(routes.newCheck, check(fourth))).status, fourth).toBe(429)
      expect(await count('outbox')).toBe(before)
    }
    // Elsewhere a dot can tell two mailboxes apart: another allowance.
    expect((await post(routes.newCheck, check('tag.ged@example.com'))).status).toBe(201)
  })

  it("answers a known address exactly as a new one, and never with that lead's id", async () => {
    const first = await newLead('Owner', 'One', 'owner@example.com')
    expect(first.status).toBe(201)
    const ownerId = (first.body.data as { _id: string })._id
    const again = await newLead('Someone', 'Else', 'OWNER@example.com ', 'Eval')
    const fresh = await newLead('Someone', 'Else', 'not-yet-a-lead@example.com', 'Eval')
    // The same status, headers that matter and body, but for the random id each answer carries.
    const seen = ({ status, headers, body }: Awaited<ReturnType<typeof post>>) => ({
      status,
      type: headers.get('content-type'),
      body: JSON.stringify(body).replace(/"_id":"[^"]*"/, '"_id":"…"'),
      idShape: PUBLIC_REF_PATTERN.test((body.data as { _id: string })._id),
    })
    expect(seen(again)).toEqual(seen(fresh))
    expect(seen(again)).toEqual({ status: 201, type: 'application/json', body: '{"data":{"_id":"…"}}', idShape: true })
    const repeatId = (again.body.data as { _id: string })._id
    expect(repeatId).not.toBe(ownerId)
    // What the second caller typed is kept for staff as a capture of its own, not lost and not written over the lead.
    const [lead] = (
      await payload.find({
        collection: 'leads',
        where: { emailKey: { equals: 'owner@example.com' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    expect(lead).toMatchObject({ firstName: 'Owner', lastName: 'One', leadId: ownerId })
    expect(lead!.staffNotes ?? null).toBeNull()
    const [capture] = (
      await payload.find({
        collection: 'lead-captures',
        where: { captureId: { equals: repeatId } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    expect(capture).toMatchObject({
      firstName: 'Someone',
      lastName: 'Else',
      email: 'OWNER@example.com',
      source: 'Eval',
      lead: lead!.id,
    })
    expect(
      (await payload.count({ collection: 'leads', where: { leadId: { equals: repeatId } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })
})
