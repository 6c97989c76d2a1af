import type { Page } from '@playwright/test'

/**
 * Records every script `page` downloads from now on, to tell when a piece of code arrives.
 * `containing(marker, from)`: the URLs of the scripts whose text includes `marker`, from the
 * `from`-th script recorded on (all by default). `count()`: how many were recorded so far.
 */
export function recordScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text().catch(() => '') })
  })
  return {
    count: () => scripts.length,
    containing: async (marker: string, from = 0) =>
      (
        await Promise.all(
          scripts.slice(from).map(async (script) => ((await script.body).includes(marker) ? script.url : null)),
        )
      ).filter(Boolean),
  }
}
