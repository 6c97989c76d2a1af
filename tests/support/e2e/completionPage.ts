import type { Page } from '@playwright/test'

/**
 * Opens a completion page and, when its URL names an order, waits until the page's order look-up
 * has answered and rendered. A negative check ("thanks nobody") made before that would pass for
 * nothing; waiting for the network to fall idle instead took about 16 s a page under load.
 */
export async function openCompletionPage(page: Page, url: string): Promise<void> {
  const namesOrder = new URL(url, 'http://site').searchParams.has('order')
  const lookup = namesOrder ? page.waitForResponse((response) => response.url().includes('/api/ecomm/getOrder/')) : null
  await page.goto(url)
  if (!lookup) return
  await (await lookup).finished()
  // React sets the notice after the answer's body is read: let it commit and paint.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
}
