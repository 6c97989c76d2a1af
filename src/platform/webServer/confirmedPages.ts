// Asking Next about a kept page (precompressedPages.ts) costs most of what serving it costs: its
// proxy (the alias lookup), its cache lookup, its 304. So a kept page Next confirmed (a 304 for its
// ETag) less than `freshForMs` ago goes out again as Next's 304 path sent it, without asking Next:
// 1 s, the window of the deployment's nginx micro-cache (deploy/nginx/tubwise.conf).
//
// Freshness on this server stays exact: every revalidation of the page cache (revalidateTag,
// revalidatePath, updateTag; here or, broadcast, on another server: onTagsExpired) ends every window
// at once, and an answer during which one happened confirms nothing. Only a page Next served
// current from its cache, which anyone may cache, is confirmed: such a page changes only through a
// revalidation, or when its entry expires, and then Next itself sends the old page once more while
// it renders the new one. A page rendered per request (no x-nextjs-cache), private or not to be
// stored is asked of Next every time.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { answeredCurrentFromCache, CACHE_STATE_HEADER } from '@/platform/next/nextContracts.mjs'
import { onTagsExpired } from '@/platform/pageCache/onTagsExpired'

export const FRESH_FOR_MS = 1000

/** When Next was asked, counted in revalidations too. */
export type Asking = { at: number; revalidations: number }
/** Next's confirmation of a kept page, and the headers of the answer it gave (the 304 path's). */
export type Confirmation = Asking & { headers: OutgoingHttpHeaders }

/** Headers of one response, not of the page: each response has its own (the length: per encoding). */
const PER_RESPONSE = new Set([
  'date',
  'x-request-id',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
])
const NOT_SHARED = /(^|[\s,])(private|no-store|no-cache)\b/i

/** Whether Next's answer says its page is current for everyone until the page cache is revalidated. */
const confirmsForAWhile = (res: ServerResponse) =>
  answeredCurrentFromCache(res.getHeader(CACHE_STATE_HEADER)) &&
  !NOT_SHARED.test(String(res.getHeader('cache-control') ?? '')) &&
  !res.hasHeader('set-cookie')

export function confirmations({
  freshForMs = FRESH_FOR_MS,
  now = Date.now,
}: { freshForMs?: number; now?: () => number } = {}) {
  let revalidations = 0
  onTagsExpired(() => revalidations++)

  return {
    /** Taken as a request goes to Next: what its answer can confirm. */
    asking: (): Asking => ({ at: now(), revalidations }),
    /** Next's answer on `res` (before it is sent) as a confirmation, when it confirms its page for a while. */
    confirmedBy(res: ServerResponse, asking: Asking): Confirmation | undefined {
      if (!confirmsForAWhile(res)) return undefined
      const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name)))
      return { ...asking, headers }
    },
    /** Whether `confirmation` still holds: no revalidation since Next was asked, less than `freshForMs` ago. */
    holds: (confirmation: Confirmation | undefined): confirmation is Confirmation =>
      confirmation !== undefined &&
      confirmation.revalidations === revalidations &&
      now() - confirmation.at < freshForMs,
  }
}
