import type { Page } from '@playwright/test'

/** The build's scripts (its style sheets sit in the same folder). */
export const BUILD_SCRIPT = /\/_next\/static\/chunks\/[^?]+\.js(\?|$)/

/** Makes every build script of `page` fail to load: a phone whose line dropped them. */
export const blockScripts = (page: Page) => page.route(BUILD_SCRIPT, (route) => route.abort())

/**
 * Holds the build scripts of `page` (those whose code `holds`, when given) until `release()`: a
 * phone on a line that stalls.
 */
export async function holdScripts(page: Page, holds?: (code: string) => boolean) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(BUILD_SCRIPT, async (route) => {
    if (!holds) {
      await released
      return route.continue()
    }
    const response = await route.fetch()
    const body = await response.text()
    if (holds(body)) await released
    await route.fulfill({ response, body })
  })
  return { release }
}
