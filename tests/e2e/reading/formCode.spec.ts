import type { Page } from '@playwright/test'

import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'

/** The text of every script the page loaded, once the network is quiet. */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return Promise.all(bodies)
}

// zod's own error class name survives minification; the price check form validates with zod.
const carriesZod = (scripts: string[]) => scripts.some((script) => script.includes('ZodError'))

describeOnDesktop('form code loads with its form only', 'no need to repeat per viewport', () => {
  test('an article loads no form schema code; the price check page, whose form is open, does', async ({ page }) => {
    expect(carriesZod(await loadedScripts(page, '/guide'))).toBe(false)
    expect(carriesZod(await loadedScripts(page, '/price-check'))).toBe(true)
  })
})
