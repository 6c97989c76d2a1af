import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { logInToAdmin, staffAuth } from '../../support/e2e/staffSession'

const run = Date.now().toString(36)
const MODERATOR = {
  email: `e2e-moderator-${run}@tubwise.example`,
  password: 'e2e-moderator-password-0123',
  role: 'moderator',
}
const EDITOR = { email: `e2e-editor-${run}@tubwise.example`, password: 'e2e-editor-password-0123', role: 'editor' }

const CHARTS = [
  { title: 'New leads', list: 'All leads', href: '/admin/collections/leads' },
  { title: 'Price checks', list: 'All price checks', href: '/admin/collections/price-checks' },
  {
    title: 'Questions',
    list: 'All questions',
    href:
      '/admin/collections/comments?where[or][0][and][0][parent][exists]=false' +
      '&where[or][0][and][1][status][not_equals]=spam',
  },
  {
    title: 'Paid orders',
    list: 'Paid orders',
    href: '/admin/collections/orders?where[or][0][and][0][paidAt][exists]=true',
  },
  {
    title: 'Paid revenue',
    list: 'Paid orders behind the revenue',
    href: '/admin/collections/orders?where[or][0][and][0][paidAt][exists]=true',
  },
]

/** WCAG contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((value) => {
        const channel = Number(value) / 255
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** Each bar colour against the page background, as the browser paints them. */
const barContrasts = (page: Page) =>
  page.evaluate(() => {
    const background = getComputedStyle(document.documentElement).backgroundColor
    const fills = [...document.querySelectorAll('.business-at-a-glance rect')].map((bar) => getComputedStyle(bar).fill)
    return { background, fills: [...new Set(fills)] }
  })

describeOnDesktop('the business at a glance on the admin dashboard', 'staff work on a desktop', () => {
  test.beforeAll(async ({ request }) => {
    const headers = await staffAuth(request)
    for (const user of [MODERATOR, EDITOR])
      expect((await request.post('/api/cms/users', { data: user, headers })).status()).toBe(201)
    // Something this week, so the latest figure is not 0 by chance.
    const lead = await request.post('/api/cms/leads', {
      data: { firstName: 'Dana', email: `dana-${run}@example.com`, source: 'Dashboard test' },
      headers,
    })
    expect(lead.status()).toBe(201)
  })

  test(
    'a moderator sees five charts with their tables and list ' + 'links, in both themes, and axe finds nothing serious',
    async ({ page, problems }) => {
      await logInToAdmin(page, MODERATOR)
      const glance = page.getByRole('region', { name: 'The last 12 weeks' })
      await expect(glance).toBeVisible()

      for (const chart of CHARTS) {
        const section = glance.getByRole('region', { name: chart.title, exact: true })
        await expect(section.getByRole('heading', { name: chart.title, exact: true })).toBeVisible()
        await expect(section.getByText(/^This week so far: /)).toBeVisible()
        await expect(
          section.getByRole('img', {
            name: new RegExp(`^${chart.title}, bar chart of the last 12 weeks, oldest first: `),
          }),
        ).toBeVisible()
        await expect(section.getByRole('link', { name: chart.list })).toHaveAttribute('href', chart.href)

        await section.getByText('The numbers by week').click()
        const table = section.getByRole('table', { name: new RegExp(`^${chart.title}, per week`) })
        await expect(table).toBeVisible()
        await expect(table.getByRole('row')).toHaveCount(13)
        await expect(table.getByRole('columnheader', { name: 'Week of' })).toBeVisible()
      }
      const leads = glance.getByRole('region', { name: 'New leads', exact: true })
      await expect(leads.getByText(/^This week so far: /)).not.toHaveText('This week so far: 0')

      // Axe over our charts, in the light theme and the dark one. (Over the whole dashboard it also
      // reports Payload's own react-select: aria-hidden-focus on .dropdown-indicator, label on its input.)
      const serious = async () =>
        (
          await new AxeBuilder({ page })
            .include('.business-at-a-glance')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze()
        ).violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      expect(await serious()).toEqual([])
      const light = await barContrasts(page)
      expect(light.background).toMatch(/^rgb\(/)
      expect(light.fills).toHaveLength(2)
      for (const fill of light.fills)
        expect(contrast(fill, light.background), `${fill} on ${light.background}`).toBeGreaterThanOrEqual(3)

      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
      expect(await serious()).toEqual([])
      const dark = await barContrasts(page)
      expect(dark.background).not.toBe(light.background)
      for (const fill of dark.fills)
        expect(contrast(fill, dark.background), `${fill} on ${dark.background}`).toBeGreaterThanOrEqual(3)

      // The filtered lists open as filtered lists.
      await glance.getByRole('link', { name: 'All questions' }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/comments\?/)
      await expect(page.getByRole('heading', { name: 'Questions and replies' })).toBeVisible()
      await page.goBack()
      await glance.getByRole('link', { name: 'Paid orders', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/orders\?/)
      await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
      expect(problems).toEqual([])
    },
  )

  test('an editor sees none of it', async ({ page }) => {
    await logInToAdmin(page, EDITOR)
    await expect(
      page
        .getByRole('heading', { name: 'Posts' })
        .or(page.getByRole('link', { name: /Posts/ }))
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'The last 12 weeks' })).toHaveCount(0)
    await expect(page.getByText('This week so far')).toHaveCount(0)
  })
})
