import { describe, expect, it } from 'vitest'

import { compareTubs } from '@/buyertools/compare/model'
import { comparisonSchema } from '@/buyertools/compare/schema'

import { testDatabase, useTestPayload } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'
import { comparedTub } from '../../support/comparedTub'

let emailComparison: RouteHandler

const payload = useTestPayload(async () => {
  emailComparison = (await import('@/app/api/tools/emailComparison/route')).POST as RouteHandler
})

const comparison = { tubs: [comparedTub('Polaris 6', 12_000, 18), comparedTub('Family 6', 6_000, 7)] }
const request = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Robin',
  email,
  consent: true,
  comparison,
  ...extra,
})
const send = (body: unknown) => postJson(emailComparison, '/api/tools/emailComparison', body)
const count = async (collection: 'leads' | 'outbox') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe(`"e-mail me this comparison" (${testDatabase()})`, () => {
  it('makes a lead of the visitor and e-mails the comparison the page shows', async () => {
    const response = await send(request('robin@example.com'))
    expect(response.status).toBe(201)
    const { docs: leads } = await payload.find({
      collection: 'leads',
      where: { email: { equals: 'robin@example.com' } },
      overrideAccess: true,
    })
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ firstName: 'Robin', source: 'compare' })

    const { docs: mail } = await payload.find({
      collection: 'outbox',
      where: { template: { equals: 'tool-comparison' } },
      overrideAccess: true,
    })
    expect(mail).toHaveLength(1)
    expect(mail[0]!.to).toBe('robin@example.com')
    // The same module the page runs: the same figures.
    const page = compareTubs(comparisonSchema.parse(comparison).tubs)
    const perYear = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')} a year of service`
    // An address nobody confirmed: the tubs are named by number, never by the labels typed.
    expect(mail[0]!.text).toContain(`Tub 1: ${perYear(page.tubs[0]!.perYearCents)}`)
    expect(mail[0]!.text).toContain(`Tub 2: ${perYear(page.tubs[1]!.perYearCents)}`)
    expect(page.breakEven).toMatchObject({ kind: 'year' })
    expect(mail[0]!.text).toContain(
      `From year ${(page.breakEven as { year: number }).year}, Tub 1 has cost you no more than Tub 2`,
    )
    expect(mail[0]!.text).toContain(
      `If Tub 2 lasts 8 years: $${Math.round(page.longerLife.rows[1]!.perYearCents / 100).toLocaleString('en-US')}`,
    )
    expect(mail[0]!.text).toContain('Installation is paid once')
    expect(mail[0]!.text).toContain('Not counted, for any tub')
    expect(mail[0]!.text).toContain('/compare-hot-tubs?n1=Tub+1&p1=12000')
    for (const part of [mail[0]!.text, mail[0]!.html ?? '']) expect(part).not.toMatch(/Polaris|Family/)
  })

  it('says a blank energy figure is left out for both tubs, as the page does', async () => {
    const blankEnergy = {
      tubs: [comparedTub('Polaris 6', 12_000, 20), { ...comparedTub('Family 6', 6_000, 7), energyDollarsPerYear: '' }],
    }
    expect((await send(request('lee@example.com', { comparison: blankEnergy }))).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: 'lee@example.com' } },
      overrideAccess: true,
    })
    const text = docs[0]!.text as string
    expect(text).toContain('Tub 2 has no figure for energy: the comparison leaves energy out for both tubs.')
    // Worked by hand in compareModel.test.ts: still year 8, where $0 for one tub made it year 15.
    expect(text).toContain('From year 8, Tub 1 has cost you no more than Tub 2')
    expect(text).toContain('energy $0')
    // The link keeps the blank blank.
    expect(text).toContain('e2=&')
  })

  it('repeats no link, number or text a stranger typed as a tub’s name', async () => {
    const hostile = {
      tubs: [comparedTub('Win a prize at evil.example', 9_000, 18), comparedTub('Call 1 800 555 0100', 6_000, 7)],
    }
    expect((await send(request('sam@example.com', { comparison: hostile }))).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: 'sam@example.com' } },
      overrideAccess: true,
    })
    expect(docs[0]!.text).toContain('Tub 1: $')
    expect(docs[0]!.text).toContain('Tub 2: $')
    for (const part of [docs[0]!.text, docs[0]!.html ?? '']) expect(part).not.toMatch(/evil|prize|555/)
  })

  it('refuses without consent, or with nonsense, and keeps nothing', async () => {
    const [leads, outbox] = [await count('leads'), await count('outbox')]
    const cases = [
      request('a@example.com', { consent: false }),
      request('a@example.com', { consent: undefined }),
      request('not-an-address'),
      request('a@example.com', { comparison: { tubs: [comparedTub('Only', 9_000, 18)] } }),
      request('a@example.com', {
        comparison: { tubs: [comparedTub('A', 1_000_000_000, 18), comparedTub('B', 6_000, 7)] },
      }),
      request('a@example.com', { comparison: { tubs: [comparedTub('A', -5, 18), comparedTub('B', 6_000, 7)] } }),
    ]
    for (const body of cases) {
      const response = await send(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { errors: object }).errors).toBeTruthy()
    }
    const noConsent = await send(request('a@example.com', { consent: false }))
    expect(Object.values(((await noConsent.json()) as { errors: Record<string, string> }).errors)).toContain(
      'Tick the box to let us e-mail you.',
    )
    expect([await count('leads'), await count('outbox')]).toEqual([leads, outbox])
  })
})
