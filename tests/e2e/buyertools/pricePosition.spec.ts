import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { logInToAdmin, staffAuth } from '../../support/e2e/staffSession'
import { xsrfToken } from '../../support/e2e/xsrf'

// Ten Georgia buyers, no ZIP3 area holding more than two; prices never a multiple of $100.
const BUYERS = [
  ['30012', '$8,210'],
  ['30012', '8430'],
  ['30115', '8,650 USD'],
  ['30115', '$8,870'],
  ['30303', '$9,090'],
  ['30303', '9310'],
  ['30501', '$9,530'],
  ['30501', '$9,750'],
  ['30777', '$9,990'],
  ['31010', '$10,190'],
] as const

describeOnDesktop('the price position beside a tub', 'staff write reports on a desktop', () => {
  test('staff see every quote and why it counts; the public band comes from 10 reviewed buyers', async ({
    page,
    request,
    problems,
  }) => {
    const marker = Date.now().toString(36)
    const model = `Aurora 7 e2e-${marker}`
    const auth = await staffAuth(request)
    // Every request of a run comes from one address, and the price checker takes 5 per 10 minutes:
    // an admin clears that address's counters (the rate-limits collection) between the batches.
    const clearPriceCheckLimit = async () =>
      expect(
        (await request.delete('/api/cms/rate-limits?where[key][like]=price-check', { headers: auth })).status(),
      ).toBe(200)
    const token = await xsrfToken(request)
    const send = async (who: string, zipcode: string, price: string) => {
      const response = await request.post('/api/pricechecks/newcheck', {
        headers: { 'X-XSRF-TOKEN': token },
        data: {
          name: `Buyer ${who}`,
          email: `position-${who}-${marker}@example.com`,
          zipcode,
          tubs: [{ brand: 'Northstar Spas', model, price }],
        },
      })
      expect(response.status()).toBe(201)
    }
    type Check = { id: number; tubs: Record<string, unknown>[] }
    const find = async (who: string): Promise<Check> => {
      const email = encodeURIComponent(`position-${who}-${marker}@example.com`)
      const found = await request.get(`/api/cms/price-checks?where[email][equals]=${email}&depth=0`, {
        headers: auth,
      })
      return ((await found.json()) as { docs: Check[] }).docs[0]!
    }
    /** Staff write the report and send it: only then does the quote count. */
    const review = async (who: string) => {
      const check = await find(who)
      const saved = await request.patch(`/api/cms/price-checks/${check.id}`, {
        headers: auth,
        data: {
          status: 'report sent',
          tubs: check.tubs.map((tub) => ({ ...tub, verdict: 'fair', targetPriceDollars: 9_000 })),
          reportSummary: 'A fair price.',
        },
      })
      expect(saved.status()).toBe(200)
    }

    const everyone = [...BUYERS.map(([zip, price], index) => [`b${index}`, zip, price]), ['viewed', '31110', '$11,600']]
    for (let batch = 0; batch < everyone.length; batch += 5) {
      await clearPriceCheckLimit()
      for (const [who, zip, price] of everyone.slice(batch, batch + 5)) await send(who!, zip!, price!)
    }
    for (let index = 0; index < 9; index++) await review(`b${index}`)
    const viewed = await find('viewed')

    await logInToAdmin(page)
    await page.goto(`/admin/collections/price-checks/${viewed.id}`)

    // Nine reviewed buyers: nothing published, but staff see every quote, each a link, and why it counts or not.
    const position = page.getByRole('region', { name: 'Price position of tub 1' })
    await expect(position).toContainText('Nothing published for this model yet: 9 buyers count today.')
    const rows = position.getByRole('row')
    // A header row, then all eleven price checks for the model, newest first.
    await expect(rows).toHaveCount(12)
    await expect(rows.nth(1)).toContainText('$11,600')
    await expect(rows.nth(1)).toContainText('no: not reviewed')
    await expect(rows.nth(2)).toContainText('$10,190')
    await expect(rows.nth(2)).toContainText('no: not reviewed')
    await expect(rows.nth(3)).toContainText('yes')
    await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', /^\/admin\/collections\/price-checks\/\d+$/)

    // The tenth reviewed buyer: the band the public sees. 25th percentile 8,705 → $8,500; 75th 9,695 → $10,000.
    await review('b9')
    await page.reload()
    const today = new Date().toISOString().slice(0, 10)
    await expect(position).toContainText(
      `The public sees $8,500–$10,000 (nationwide, “10–24” buyers, as of ${today}). ` +
        'This quote is well above the band. 10 buyers count today.',
    )

    const query = new URLSearchParams({ brand: 'Northstar Spas', model, state: 'GA', price: '11600' })
    const answer = await request.get(`/api/tools/pricePosition?${query}`)
    const text = await answer.text()
    expect(JSON.parse(text)).toEqual({
      position: {
        lowDollars: 8_500,
        highDollars: 10_000,
        buyers: '10–24',
        scope: 'national',
        state: null,
        asOf: today,
        standing: 'well above',
      },
    })
    for (const [, price] of BUYERS) expect(text).not.toContain(price.replace(/\D/g, ''))
    expect(problems).toEqual([])
  })
})

test('the price-check form says how a quoted price is used', async ({ page, problems }) => {
  await page.goto('/price-check')
  await expect(
    page.getByText(
      'Once our staff have reviewed it, the price you were quoted is used, without your name, in the price ranges we ' +
        'publish for each model.',
    ),
  ).toBeVisible()
  expect(problems).toEqual([])
})
