import { WATER_CARE_PUBLIC_PAGES } from '@/watercare/publicPages'

/**
 * The public pages of `(frontend)` that are routes of their own, not posts: each capability says its own,
 * and the sitemap lists them beside the content's pages (home, the lists, the posts).
 */
export const CAPABILITY_PUBLIC_PAGES: readonly string[] = [...WATER_CARE_PUBLIC_PAGES]

/**
 * The page routes of `(frontend)` the sitemap leaves out, and why: each is `noindex`. A route on neither
 * this list nor the sitemap's fails a unit test, so a new page is never forgotten.
 */
export const UNLISTED_ROUTES: Readonly<Record<string, string>> = {
  '/complete/[type]': 'a completion page, reached only after a purchase',
  '/confirm-email': 'a private link in a tool’s e-mail',
  '/eval/[id]': 'a buyer’s paid evaluation behind an unguessable link',
  '/infoRequest/[id]': 'a lead’s own form behind a link in their e-mail',
  '/price-check/report/[id]': 'a buyer’s price check report behind an unguessable link',
  '/search/[term]': 'search results, one page per term typed',
  '/water-care/reminders/confirm': 'a private link in the care reminders’ confirmation mail',
  '/water-care/reminders/manage': 'a private link in every care reminder',
}
