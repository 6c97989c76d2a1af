import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Response } from '@playwright/test'

import { AFTER_FIRST_SCREEN_TYPE } from '../../../src/platform/next/sharedWithWebServer.mjs'

/**
 * A public page's framework runs after its first screen, or sooner at the visitor's first touch,
 * click or key (src/platform/webServer/frameworkAfterFirstScreen.ts), and its buttons answer after `<html
 * data-hydrated>`: be that visitor (a Shift press changes nothing on the page) and wait for it.
 */
async function untilHydrated(page: Page) {
  // waitForFunction, not evaluate: it survives a page that navigates on its own (the admin does).
  const state = await page.waitForFunction(
    (type) =>
      !document.querySelector(`script[type="${type}"]`) || document.documentElement.hasAttribute('data-hydrated')
        ? 'working'
        : 'waiting',
    AFTER_FIRST_SCREEN_TYPE,
  )
  if ((await state.jsonValue()) === 'working') return
  await page.keyboard.press('Shift')
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
}

type Navigation<A extends unknown[]> = (...args: A) => Promise<Response | null>

/** Navigations that wait for `load` (the default) also wait until the page works, as a visitor would. */
function waitForHydrationAfterNavigation(page: Page) {
  const hydrated =
    <A extends unknown[]>(
      navigate: Navigation<A>,
      options: (args: A) => { waitUntil?: string } | undefined,
    ): Navigation<A> =>
    async (...args) => {
      const response = await navigate(...args)
      const waitUntil = options(args)?.waitUntil
      if (!waitUntil || waitUntil === 'load') await untilHydrated(page)
      return response
    }
  page.goto = hydrated(page.goto.bind(page), ([, options]) => options)
  page.reload = hydrated(page.reload.bind(page), ([options]) => options)
  page.goBack = hydrated(page.goBack.bind(page), ([options]) => options)
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

/** The projects' viewports (playwright.config.ts): the phone's is narrower than 900 px, the desktop's not. */
const onDesktop = (viewport: { width: number } | null) => (viewport?.width ?? 0) >= 900

/**
 * A `test.describe` whose tests run in the desktop project only; `why` says why (staff work on a
 * desktop, or once is enough).
 */
export function describeOnDesktop(title: string, why: string, body: () => void) {
  test.describe(title, () => {
    test.skip(({ viewport }) => !onDesktop(viewport), why)
    body()
  })
}

/** A `test.describe` whose tests run in the phone project only; `why` says why. */
export function describeOnPhone(title: string, why: string, body: () => void) {
  test.describe(title, () => {
    test.skip(({ viewport }) => onDesktop(viewport), why)
    body()
  })
}
