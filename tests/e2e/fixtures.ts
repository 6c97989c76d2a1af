import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * A public page paints before its scripts load (scripts/lib/frameworkAfterFirstScreen.mjs): once a
 * page holds the framework's placeholders, its buttons answer only after `<html data-hydrated>`.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('script[type="text/tubwise-after-first-screen"]') || document.documentElement.hasAttribute('data-hydrated'),
  )
}

/** Navigations that wait for `load` (the default) also wait until the page works, as a visitor would. */
function waitForHydrationAfterNavigation(page: Page) {
  const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load'
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const goBack = page.goBack.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (waitsForLoad(options)) await untilHydrated(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (waitsForLoad(options)) await untilHydrated(page)
    return response
  }
  page.goBack = async (options) => {
    const response = await goBack(options)
    if (waitsForLoad(options)) await untilHydrated(page)
    return response
  }
}

/** Every page test also fails on a Content-Security-Policy violation or a script error. */
export const test = base.extend<{ problems: string[] }>({
  page: async ({ page }, use) => {
    waitForHydrationAfterNavigation(page)
    await use(page)
  },
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) {
        problems.push(`CSP: ${message.text()}`)
      }
    })
    page.on('pageerror', (error) => problems.push(`script error: ${error.message}`))
    await use(problems)
    expect(problems, 'CSP violations or script errors on the page').toEqual([])
  },
})

export { expect }

/** Serious and critical accessibility problems axe finds on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
