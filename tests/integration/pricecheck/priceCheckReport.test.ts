import { describe, expect, it } from 'vitest'

import type { PriceCheck } from '@/payload-types'

import { testDatabase, useTestPayload } from '../../support/payload'
import { createStaff, type StaffUser } from '../../support/staffUsers'
import { postJson, type RouteHandler } from '../../support/routes'

let newCheck: RouteHandler
const staff = {} as Record<'admin' | 'editor' | 'moderator', StaffUser>

const payload = useTestPayload(async () => {
  newCheck = (await import('@/app/api/pricechecks/newcheck/route')).POST as RouteHandler
  // The first account is always an admin; the roles under test come after it.
  for (const role of ['admin', 'editor', 'moderator'] as const) {
    staff[role] = await createStaff(payload, { email: `${role}-report@tubwise.example`, role })
  }
})

let submitted = 0
/** A price check as the site receives it, through the real route: the buyer gets a receipt. */
async function submit(email = `buyer-${++submitted}@example.com`): Promise<PriceCheck> {
  const body = {
    name: 'Robin Buyer',
    email,
    zipcode: '30301',
    tubs: [
      { brand: 'Northstar Spas', model: 'Polaris 6', price: '$9,800' },
      { brand: 'Acme', model: 'Lagoon 4', price: '7500' },
    ],
  }
  expect((await postJson(newCheck, '/api/pricechecks/newcheck', body)).status).toBe(201)
  const { docs } = await payload.find({
    collection: 'price-checks',
    where: { email: { equals: email } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]!
}

const completeReport = (check: PriceCheck) => ({
  tubs: check.tubs!.map((tub, index) => ({
    ...tub,
    verdict: index === 0 ? ('high' as const) : ('fair' as const),
    targetPriceDollars: 8900 - index * 1000,
    notes: `Notes on tub ${index + 1}.`,
  })),
  reportSummary: 'Ask for the cover and steps to be included.\n\nDo not pay a deposit above 10%.',
})

const reportMail = async (to: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: to }, template: { equals: 'price-check-report' } },
      overrideAccess: true,
    })
  ).docs

const updateCheck = (id: number | string, data: Partial<PriceCheck>) =>
  payload.update({ collection: 'price-checks', id, data, overrideAccess: true })
const updateAsModerator = (id: number | string, data: Partial<PriceCheck>) =>
  payload.update({ collection: 'price-checks', id, data, user: staff.moderator, overrideAccess: false })
const reload = (id: number | string) => payload.findByID({ collection: 'price-checks', id, overrideAccess: true })

/** The error a save fails with, or null when it succeeds. */
async function failure(
  save: Promise<unknown>,
): Promise<{ message: string; status?: number; data?: { errors?: { path: string; message: string }[] } } | null> {
  try {
    await save
    return null
  } catch (error) {
    return error as never
  }
}

describe(`price check reports (${testDatabase()})`, () => {
  it('gives every request a random report id, and staff cannot change it', async () => {
    const check = await submit()
    expect(check.reportId).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const other = await submit()
    expect(other.reportId).not.toBe(check.reportId)
    await updateAsModerator(check.id, { reportId: 'chosen-by-someone-1234567' })
    expect((await reload(check.id)).reportId).toBe(check.reportId)
  })

  it('refuses to send an incomplete report with a clear message, and changes nothing', async () => {
    const check = await submit()
    const save = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'price-checks',
        id: check.id,
        data: { ...data, status: 'report sent' },
        user: staff.moderator,
        overrideAccess: false,
      })

    const empty = await failure(save({}))
    expect(empty?.data?.errors?.map((error) => error.message)).toEqual([
      'Choose a verdict for tub 1 before sending the report.',
      'Give a target price for tub 1 before sending the report.',
      'Choose a verdict for tub 2 before sending the report.',
      'Give a target price for tub 2 before sending the report.',
      'Write the summary before sending the report.',
    ])
    const { tubs, reportSummary } = completeReport(check)
    const noSummary = await failure(save({ tubs, reportSummary: '  ' }))
    expect(noSummary?.data?.errors).toEqual([
      { path: 'reportSummary', label: 'Report summary', message: 'Write the summary before sending the report.' },
    ])
    expect(empty?.message).toBe(
      'The following fields are invalid: Tub 1 verdict, Tub 1 target ' +
        'price, Tub 2 verdict, Tub 2 target price, Report summary',
    )
    const oneTubMissing = await failure(save({ tubs: [tubs[0], { ...tubs[1], verdict: null }], reportSummary }))
    expect(oneTubMissing?.data?.errors?.map((error) => error.path)).toEqual(['tubs.1.verdict'])
    const cents = await failure(save({ tubs: [tubs[0], { ...tubs[1], targetPriceDollars: 7900.5 }], reportSummary }))
    expect(cents?.message).toMatch(/invalid/i)

    const after = await reload(check.id)
    expect(after).toMatchObject({ status: 'new', reportSentAt: null, reportSummary: null })
    expect(after.tubs!.map((tub) => tub.verdict ?? null)).toEqual([null, null])
    expect(await reportMail(check.email)).toHaveLength(0)
  })

  it("keeps the buyer's tubs as they sent them", async () => {
    const check = await submit()
    const { tubs } = completeReport(check)
    const extra = await failure(
      payload.update({
        collection: 'price-checks',
        id: check.id,
        data: { tubs: [...tubs, { brand: 'X', model: 'Y', price: '1' }] },
        user: staff.moderator,
        overrideAccess: false,
      }),
    )
    expect(extra?.data?.errors?.[0]?.message).toBe(
      'The buyer asked about 2 tub(s): write the report for each, without adding or removing tubs.',
    )
    await updateAsModerator(check.id, { tubs: [{ ...tubs[0]!, price: '$1' }, tubs[1]!] })
    const after = await reload(check.id)
    expect(after.tubs!.map((tub) => [tub.price, tub.verdict, tub.targetPriceDollars])).toEqual([
      ['$9,800', 'high', 8900],
      ['7500', 'fair', 7900],
    ])
  })

  it(
    'sends the buyer the link exactly once, even saved ' + 'twice or at the same time, and shows only sent reports',
    async () => {
      const { findSentReport } = await import('@/pricecheck/server/sentReport')
      const check = await submit()
      await updateAsModerator(check.id, { ...completeReport(check), status: 'in progress' })
      // Written but not sent: the page knows nothing of it, nor of unknown or malformed ids.
      expect(await findSentReport(check.reportId!)).toBeNull()
      expect(await findSentReport('AAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull()
      expect(await findSentReport('../../etc/passwd')).toBeNull()

      const send = () =>
        payload.update({
          collection: 'price-checks',
          id: check.id,
          data: { status: 'report sent' },
          user: staff.moderator,
          overrideAccess: false,
        })
      await Promise.all([send(), send(), send()])
      await send()
      const mail = await reportMail(check.email)
      expect(mail).toHaveLength(1)
      expect(mail[0]!.subject).toBe('Your price check report is ready - TubWise')
      expect(mail[0]!.text).toContain(`/price-check/report/${check.reportId}`)
      expect(mail[0]!.text).not.toContain('8,900')

      const sent = await reload(check.id)
      expect(sent.status).toBe('report sent')
      expect(sent.reportSentAt).toEqual(expect.any(String))
      const report = await findSentReport(check.reportId!)
      expect(report).toMatchObject({
        summary: 'Ask for the cover and steps to be included.\n\nDo not pay a deposit above 10%.',
        tubs: [
          {
            brand: 'Northstar Spas',
            model: 'Polaris 6',
            quotedPrice: '$9,800',
            verdict: 'high',
            targetPriceDollars: 8900,
            notes: 'Notes on tub 1.',
          },
          {
            brand: 'Acme',
            model: 'Lagoon 4',
            quotedPrice: '7500',
            verdict: 'fair',
            targetPriceDollars: 7900,
            notes: 'Notes on tub 2.',
          },
        ],
      })
      expect(JSON.stringify(report)).not.toContain(check.email)

      // A stale form cannot clear the stamp (which would send again); taking the status back hides the page.
      await updateCheck(check.id, { status: 'in progress', reportSentAt: null })
      expect(await findSentReport(check.reportId!)).toBeNull()
      await send()
      expect(await reportMail(check.email)).toHaveLength(1)
      expect(await findSentReport(check.reportId!)).not.toBeNull()
    },
  )

  it('answers 404 on the page for an unknown or unsent report', async () => {
    const { default: ReportPage } = await import('@/app/(frontend)/price-check/report/[id]/page')
    const check = await submit()
    for (const id of [check.reportId!, 'AAAAAAAAAAAAAAAAAAAAAAAA', 'x']) {
      await expect(ReportPage({ params: Promise.resolve({ id }) })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
    }
  })

  it(
    "past the buyer's daily allowance, a send without staff " + 'is refused with a clear message and changes nothing',
    async () => {
      const email = 'busy-buyer@example.com'
      // Three requests: three receipts, the address's allowance for the day.
      await submit(email)
      await submit(email)
      const check = await submit(email)
      await payload.update({
        collection: 'price-checks',
        id: check.id,
        data: completeReport(check),
        overrideAccess: true,
      })
      const refused = await failure(
        payload.update({
          collection: 'price-checks',
          id: check.id,
          data: { status: 'report sent' },
          overrideAccess: true,
        }),
      )
      expect(refused).toMatchObject({ status: 429, message: expect.stringContaining('The report was not sent') })
      expect(await reload(check.id)).toMatchObject({ status: 'new', reportSentAt: null })
      expect(await reportMail(email)).toHaveLength(0)
      // Staff signed in to the admin decide for themselves (the outbox's rule for staff actions).
      await updateAsModerator(check.id, { status: 'report sent' })
      expect(await reportMail(email)).toHaveLength(1)
    },
  )

  it('keeps reports from editors and the public', async () => {
    const check = await submit()
    for (const user of [staff.editor, undefined]) {
      await expect(payload.find({ collection: 'price-checks', user, overrideAccess: false })).rejects.toThrow()
      await expect(
        payload.findByID({ collection: 'price-checks', id: check.id, user, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(
        payload.update({
          collection: 'price-checks',
          id: check.id,
          data: { reportSummary: 'x' },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    }
    const { DashboardWaitingPriceChecks } = await import('@/pricecheck/admin/DashboardWaitingPriceChecks')
    expect(await DashboardWaitingPriceChecks({ payload, user: staff.editor })).toBeNull()
    expect(await DashboardWaitingPriceChecks({ payload, user: staff.moderator })).not.toBeNull()
    expect(await DashboardWaitingPriceChecks({ payload, user: staff.admin })).not.toBeNull()
  })

  it('lists for the dashboard the checks waiting more than 24 hours, oldest first', async () => {
    const { findWaitingPriceChecks } = await import('@/pricecheck/server/waitingPriceChecks')
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
    const old = await submit()
    const older = await submit()
    const answered = await submit()
    const fresh = await submit()
    await updateCheck(old.id, { createdAt: hoursAgo(25), status: 'in progress' })
    await updateCheck(older.id, { createdAt: hoursAgo(50) })
    await updateAsModerator(answered.id, {
      ...completeReport(answered),
      createdAt: hoursAgo(30),
      status: 'report sent',
    })
    await updateCheck(fresh.id, { createdAt: hoursAgo(23) })
    const { checks, total } = await findWaitingPriceChecks(payload)
    expect(checks.map((check) => check.id)).toEqual([older.id, old.id])
    expect(total).toBe(2)
    expect(checks[0]).toMatchObject({ status: 'new', hoursWaiting: 50 })
  })
})
