import { describe, expect, it } from 'vitest'

import { scorecardTerms } from '../../support/buyertools'
import { testDatabase, useTestPayload } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'

let emailScorecard: RouteHandler

const payload = useTestPayload(async () => {
  emailScorecard = (await import('@/app/api/tools/emailScorecard/route')).POST as RouteHandler
})

const quote = (model: string, quotedDollars: string) => ({
  brand: 'Northstar Spas',
  model,
  quotedDollars,
  state: '',
  venue: 'show',
  included: ['cover', 'steps'],
  hasOldTub: false,
  ...scorecardTerms,
  depositRefundable: 'unknown',
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
      quote: {
        ...quote('Polaris 6', '9800'),
        depositDollars: '0',
        amountFinancedDollars: '9800',
        aprPercent: '7.9',
        months: '60',
      },
    })
    expect(response.status).toBe(201)
    const lead = await payload.find({ collection: 'leads', where: { email: { equals: 'kim@example.com' } } })
    expect(lead.docs[0]).toMatchObject({ firstName: 'Kim', source: 'scorecard' })
    const [mail] = await mailTo('kim@example.com')
    expect(mail!.template).toBe('tool-scorecard')
    // No price position yet: the headline waits for it, but the build and the terms are said.
    expect(mail!.text).toContain('Northstar Spas Polaris 6 at $9,800: Need more information.')
    expect(mail!.text).toContain('- Build: No weak point found. It meets the five criteria as far as you know.')
    expect(mail!.text).toContain('- Terms: No red flags.')
    expect(mail!.text).toContain('- Price: Not enough data yet. We publish a price band for a model once 10 buyers')
    // A show sale: a note about the right to cancel, not a red flag.
    expect(mail!.text).toContain('You can cancel within three business days. The FTC Cooling-Off Rule covers')
    expect(mail!.text).not.toContain('Red flags:')
    // 9,800 at 7.9 % over 60 months: 9,800 × 0.0065833 ÷ (1 − 1.48246^−1) = 198.24 a month; 60 × 198.23998
    // = 11,894.40 in all; 2,094.40 of it interest.
    expect(mail!.text).toContain(
      'Financed: $198.24 a month for 60 months, $11,894 in all. You would pay $2,094 in interest over 60 months',
    )
    expect(mail!.text).toContain('11.4 % in February 2026')
    expect(mail!.text).toContain('Electrical work: $1,900 to $4,200')
    expect(mail!.text).toContain('Cover lifter: no published figure we could check: ask for a written price')
    // Cover and steps included: 9,800 + delivery 200 + electrical 1,900 + pad 500 = 12,400 (crane, permit at
    // nothing); 9,800 + 500 + crane 1,500 + 4,200 + 2,500 + permit 250 = 18,750.
    expect(mail!.text).toContain(
      'Out the door: $12,400 to $18,750, the quoted price plus the ranges above, sales tax left out',
    )
    expect(mail!.text).toContain('Is the deposit refundable, and what happens to it if my financing is refused?')
  })

  it('places the price against the published band once 10 reviewed buyers have quoted the model', async () => {
    // Minnesota, two buyers in each of four ZIP3 areas and one in two more: the spread rule holds.
    const zips = ['55012', '55012', '55112', '55112', '55412', '55412', '55812', '55812', '56012', '56312']
    const prices = [8_910, 9_120, 9_330, 9_540, 9_750, 9_960, 10_170, 10_380, 10_590, 10_800]
    for (const [index, zipcode] of zips.entries()) {
      const check = await payload.create({
        collection: 'price-checks',
        data: {
          status: 'new',
          name: 'A Buyer',
          email: `scorecard-buyer-${index}@example.com`,
          zipcode,
          tubs: [{ brand: 'Northstar Spas', model: 'Aurora 7', price: `$${prices[index]!.toLocaleString('en-US')}` }],
        },
        overrideAccess: true,
      })
      // Staff send the report: only then does the quote count.
      await payload.update({
        collection: 'price-checks',
        id: check.id,
        data: {
          status: 'report sent',
          tubs: check.tubs!.map((tub) => ({ ...tub, verdict: 'fair' as const, targetPriceDollars: 9_500 })),
          reportSummary: 'Fair.',
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
    // 25th percentile: rank 2.25, 9,330 + 0.25 × 210 = 9,382.5 → $9,000; 75th: rank 6.75,
    // 10,170 + 0.75 × 210 = 10,327.5 → $10,500. 13,000 is past 10,500 × 1.15 = 12,075: "well above", so High.
    const { formatLongDate } = await import('@/site/dates')
    const today = formatLongDate(new Date().toISOString())
    expect(mail!.text).toContain('Northstar Spas Aurora 7 at $13,000: Look closer before you sign.')
    expect(mail!.text).toContain(
      '- Price: High. Your price is more than 15 % above the top of the middle half of what buyers were ' +
        `quoted for this model ($9,000–$10,500, 10–24 buyers, nationwide, as of ${today}).`,
    )
    for (const stored of prices) expect(mail!.text).not.toContain(stored.toLocaleString('en-US'))
  })

  it('looks the picked model’s certified cover up itself and says when the quote’s cover differs', async () => {
    // A listing as staff would keep it (our names: no real model is needed).
    const listed = await payload.create({
      collection: 'certified-spa-models',
      data: {
        brand: 'Northstar Spas',
        model: 'Polaris 6 Cover Test',
        spaType: 'standard',
        fillVolumeGallons: 345,
        standbyWatts: 198,
        coverModel: 'Thermal Lid 4-inch',
        source: 'entered by staff',
      },
      overrideAccess: true,
    })
    const asked = (email: string, change: Record<string, unknown>) =>
      send({ firstName: 'Lee', email, consent: true, quote: { ...quote('Polaris 6 Cover Test', '9800'), ...change } })

    // A cover the browser sends as the certified one is not read: the server's listing says Thermal Lid 4-inch.
    const forged = { certifiedModelId: String(listed.id), quotedCover: 'Budget Cover 3', coverModel: 'Budget Cover 3' }
    expect((await asked('lee-differs@example.com', forged)).status).toBe(201)
    const [differs] = await mailTo('lee-differs@example.com')
    expect(differs!.text).toContain(
      'The cover on your quote is not the one this tub was certified with. The California Energy Commission ' +
        'lists the Northstar Spas Polaris 6 Cover Test as tested with the Thermal Lid 4-inch cover; your quote ' +
        'names Budget Cover 3.',
    )
    expect(differs!.text).toContain('This tub was certified with the Thermal Lid 4-inch cover.')
    expect(differs!.text).not.toContain('Red flags:')

    // The same cover written another way, and an id we do not hold (no pick: the label question instead).
    const same = { certifiedModelId: String(listed.id), quotedCover: 'thermal-lid 4 INCH' }
    expect((await asked('lee-same@example.com', same)).status).toBe(201)
    const [matches] = await mailTo('lee-same@example.com')
    expect(matches!.text).toContain('The cover on your quote is the one this tub was certified with.')
    expect(matches!.text).not.toContain('not the one')
    const unknown = { certifiedModelId: '987654321', quotedCover: 'Budget Cover 3' }
    expect((await asked('lee-unknown@example.com', unknown)).status).toBe(201)
    const [noPick] = await mailTo('lee-unknown@example.com')
    expect(noPick!.text).not.toContain('certified with')
    expect(noPick!.text).toContain('Show me the energy label: the standby watts, and which cover was tested.')
  })

  it('refuses without consent, or with nonsense, and keeps nothing', async () => {
    const [leads, outbox] = [await count('leads'), await count('outbox')]
    const person = { firstName: 'Ann', email: 'ann@example.com' }
    const cases = [
      { ...person, consent: false, quote: quote('Polaris 6', '9800') },
      { ...person, consent: true, quote: quote('Polaris 6', '1000000000') },
      { ...person, consent: true, quote: { ...quote('Polaris 6', '9800'), venue: 'a car park' } },
      { ...person, consent: true, quote: { ...quote('Polaris 6', '9800'), depositDollars: '20000' } },
      { ...person, consent: true, quote: { ...quote('Polaris 6', '9800'), amountFinancedDollars: '9800' } },
      { ...person, consent: true, quote: { ...quote('Polaris 6', '9800'), aprPercent: 'cheap' } },
      { ...person, consent: true, quote: { ...quote('Polaris 6', '9800'), certifiedModelId: '1 OR 1=1' } },
      { ...person, consent: true },
    ]
    for (const body of cases) expect((await send(body)).status, JSON.stringify(body)).toBe(400)
    expect([await count('leads'), await count('outbox')]).toEqual([leads, outbox])
  })
})
