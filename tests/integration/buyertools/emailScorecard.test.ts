import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, testDatabase } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'

let payload: Payload
let emailScorecard: RouteHandler

beforeAll(async () => {
  payload = await startTestPayload()
  emailScorecard = (await import('@/app/api/tools/emailScorecard/route')).POST as RouteHandler
})
afterAll(async () => {
  await payload?.destroy()
})

const quote = (model: string, quotedDollars: string) => ({
  brand: 'Northstar Spas',
  model,
  quotedDollars,
  state: '',
  venue: 'show',
  included: ['cover', 'steps'],
  depositDollars: '1000',
  depositRefundable: 'unknown',
  financedTotalDollars: 'unknown',
  deferredInterest: 'no',
  todayOnly: false,
  warranty: { shell: '10', plumbing: '5', equipment: '5', labor: '2' },
  warrantyService: 'dealer',
  criteria: { shell: 'yes', plumbing: 'yes', jets: 'yes', components: 'yes', foam: 'yes' },
})
const send = (body: unknown) => postJson(emailScorecard, '/api/tools/emailScorecard', body)
const mailTo = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })).docs
const count = async (collection: 'leads' | 'outbox') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe(`"e-mail me this scorecard" (${testDatabase()})`, () => {
  it('scores the quote again on the server, makes a lead and e-mails the scorecard', async () => {
    const response = await send({
      firstName: 'Kim',
      email: 'kim@example.com',
      consent: true,
      quote: quote('Polaris 6', '9800'),
    })
    expect(response.status).toBe(201)
    const lead = await payload.find({ collection: 'leads', where: { email: { equals: 'kim@example.com' } } })
    expect(lead.docs[0]).toMatchObject({ firstName: 'Kim', source: 'scorecard' })
    const [mail] = await mailTo('kim@example.com')
    expect(mail!.template).toBe('tool-scorecard')
    expect(mail!.text).toContain('Northstar Spas Polaris 6 at $9,800: Need more information.')
    expect(mail!.text).toContain('We do not have five quotes for this model yet')
    expect(mail!.text).toContain('Sold at a home show or fair. Show prices are built on pressure.')
    expect(mail!.text).toContain('Electrical work: $1,900 to $4,200')
    expect(mail!.text).toContain('Is the deposit refundable, and what happens to it if my financing is refused?')
  })

  it('places the price once five buyers have sent a quote for the model', async () => {
    for (const [index, price] of ['$9,000', '9500', '10,000', '$10,500', '11000'].entries()) {
      await payload.create({
        collection: 'price-checks',
        data: {
          status: 'new',
          name: 'A Buyer',
          email: `scorecard-buyer-${index}@example.com`,
          zipcode: '55401',
          tubs: [{ brand: 'Northstar Spas', model: 'Aurora 7', price }],
        },
        overrideAccess: true,
      })
    }
    const sent = await send({
      firstName: 'Lee',
      email: 'lee@example.com',
      consent: true,
      quote: quote('Aurora 7', '13000'),
    })
    expect(sent.status).toBe(201)
    const [mail] = await mailTo('lee@example.com')
    // The average of the five is $10,000: 30 % above it is "well above", so the verdict is High.
    expect(mail!.text).toContain('Northstar Spas Aurora 7 at $13,000: High.')
    expect(mail!.text).toContain(
      'It is 30 % above the average of the quotes buyers sent us for this model (about $10,000).',
    )
    for (const stored of ['9,000', '9,500', '10,500', '11,000']) expect(mail!.text).not.toContain(stored)
  })

  it('refuses without consent, or with nonsense, and keeps nothing', async () => {
    const [leads, outbox] = [await count('leads'), await count('outbox')]
    const person = { firstName: 'Ann', email: 'ann@example.com' }
    const cases = [
      { ...person, consent: false, quote: quote('Polaris 6', '9800') },
      { ...person, consent: true, quote: quote('Polaris 6', '1000000000') },
      { ...person, consent: true, quote: { ...quote('Polaris 6', '9800'), venue: 'a car park' } },
      { ...person, consent: true, quote: { ...quote('Polaris 6', '9800'), depositDollars: '20000' } },
      { ...person, consent: true },
    ]
    for (const body of cases) expect((await send(body)).status, JSON.stringify(body)).toBe(400)
    expect([await count('leads'), await count('outbox')]).toEqual([leads, outbox])
  })
})
