import { describeOnDesktop, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { logInToAdmin } from '../../support/e2e/staffSession'

/** The pages whose Markdown holds a table (issue 13): each must show a real one. */
const TABLE_PAGES = [
  '/guide',
  '/brands',
  '/clamped_plumbing_lines_in_hot_tubs',
  '/ultralift',
  '/beware_of_full_foam',
  '/newline',
  '/proprietaryparts',
  '/therapy_hot_tubs',
]

const pageScrollsSideways = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

test.describe('tables in articles', () => {
  test(
    'the buyers guide checklist scrolls inside its own region on ' +
      'a phone, never the page, and keyboard users can scroll it',
    async ({ page, problems }) => {
      await page.goto('/guide')
      const region = page.getByRole('region', { name: /^Table: Criterion/ })
      const table = region.getByRole('table')
      await table.scrollIntoViewIfNeeded()
      await expect(table).toBeVisible()
      await expect(table.getByRole('columnheader')).toHaveText([
        'Criterion',
        'What good looks like',
        'Red flag',
        'Quick check',
      ])
      await expect(table.getByRole('rowheader').first()).toHaveText('Strong self-supporting shell')
      await expect(page.locator('.article').getByText('| Criterion |')).toHaveCount(0)

      expect(await pageScrollsSideways(page), 'the page is wider than the screen').toBe(false)
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }))
      if (page.viewportSize()!.width < 600) {
        expect(scrollWidth, 'the table region scrolls on a phone').toBeGreaterThan(clientWidth)
        await region.focus()
        await expect(region).toBeFocused()
        await page.keyboard.press('ArrowRight')
        await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
        expect(await pageScrollsSideways(page)).toBe(false)
      } else {
        expect(scrollWidth, 'the table fits a desktop column').toBeLessThanOrEqual(clientWidth)
      }
      expect(await seriousA11yViolations(page)).toEqual([])
      expect(problems).toEqual([])
    },
  )

  test(
    'every page with a table shows it with column headers, ' + 'inside the page width, with nothing for axe to report',
    async ({ page, problems }) => {
      for (const path of TABLE_PAGES) {
        await page.goto(path)
        const table = page.locator('.article .table-scroll[role="region"][tabindex="0"] table')
        await expect(table, path).toHaveCount(1)
        await expect(table.locator('thead th[scope="col"]').first(), path).toBeVisible()
        expect(await pageScrollsSideways(page), `${path} is wider than the screen`).toBe(false)
        expect(await seriousA11yViolations(page), path).toEqual([])
      }
      expect(problems).toEqual([])
    },
  )
})

describeOnDesktop('tables in the admin', 'staff work on a desktop', () => {
  test('staff open the buyers guide and find its checklist as an editable table', async ({ page, problems }) => {
    await logInToAdmin(page)

    const found = await page.request.get('/api/cms/posts?where[slug][equals]=guide&depth=0&limit=1')
    const { docs } = (await found.json()) as { docs: { id: string | number }[] }
    await page.goto(`/admin/collections/posts/${docs[0]!.id}`)
    const table = page.locator('[contenteditable="true"] table')
    await expect(table).toHaveCount(1)
    await expect(table.locator('th').first()).toHaveText('Criterion')
    await expect(table.locator('tr')).toHaveCount(6)
    expect(problems).toEqual([])
  })
})
