/**
 * The owner's corner's pages that are the same for every visitor, so the sitemap lists them (composed in
 * `src/app/publicPages.ts`). The pages behind a mailed link (confirm, manage) belong to one owner: never listed.
 */
export const WATER_CARE_PUBLIC_PAGES = ['/water-care', '/water-care/log', '/water-care/reminders'] as const
