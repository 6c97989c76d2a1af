import type { APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { expect, test } from './fixtures'
import { xsrfToken } from './xsrf'

/** An admin's token for Payload's REST API. */
async function staffAuth(request: APIRequestContext) {
  const login = await request.post('/api/cms/users/login', { data: E2E_ADMIN })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test.describe('the price position beside a tub', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, 'staff write reports on a desktop')

  test('staff see the quotes behind it, and the position once there are 5', async ({ page, request, problems }) => {
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
    const send = async (who: string, price: string) => {
      const response = await request.post('/api/pricechecks/newcheck', {
        headers: { 'X-XSRF-TOKEN': token },
        data: {
          name: `Buyer ${who}`,
          email: `position-${who}-${marker}@example.com`,
          zipcode: '30301',
          tubs: [{ brand: 'Northstar Spas', model, price }],
        },
      })
      expect(response.status()).toBe(201)
    }

    await clearPriceCheckLimit()
    for (const [who, price] of [
      ['a', '$9,850'],
      ['b', '10230'],
      ['c', '11,470 USD'],
      ['d', '$8,960'],
      ['viewed', '$11,300'],
    ])
      await send(who!, price!)
    const found = await request.get(
      `/api/cms/price-checks?where[email][equals]=${encodeURIComponent(`position-viewed-${marker}@example.com`)}`,
      { headers: auth },
    )
    const viewed = ((await found.json()) as { docs: { id: number }[] }).docs[0]!

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto(`/admin/collections/price-checks/${viewed.id}`)

    // Four other buyers: not enough for a position, but staff see their quotes, each a link.
    const position = page.getByRole('region', { name: 'Price position of tub 1' })
    await expect(position).toContainText('Not enough data yet: other buyers have sent 4 quotes for this model.')
    const rows = position.getByRole('row')
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(1)).toContainText('$8,960')
    await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', /^\/admin\/collections\/price-checks\/\d+$/)

    // A fifth buyer: the position the public sees, with its exact count.
    await clearPriceCheckLimit()
    await send('e', '$10,690')
    await page.reload()
    await expect(position).toContainText(
      '5 quotes in this buyer’s state (the public sees “5–9”): average $10,200, typically $9,300–$11,200. ' +
        'This quote is 11% above the average (above).',
    )
    await expect(position.getByRole('row')).toHaveCount(6)

    // The public answer, from all six buyers' quotes: aggregates only.
    const query = new URLSearchParams({ brand: 'Northstar Spas', model, state: 'GA', price: '11300' })
    const answer = await request.get(`/api/tools/pricePosition?${query}`)
    expect(await answer.json()).toEqual({
      position: {
        averageDollars: 10_400,
        typicalLowDollars: 9_500,
        typicalHighDollars: 11_400,
        quoteCount: '5–9',
        percentFromAverage: 9,
        standing: 'above',
        scope: 'state',
      },
    })
    expect(problems).toEqual([])
  })
})
