/**
 * Pages a visitor reaches only after doing something (the completion pages after a purchase): no
 * use to a searcher, so they carry `noindex` and stay out of the sitemap.
 */
const UNLISTED_PREFIXES = ['complete/']

export const isUnlistedPath = (path: string): boolean => UNLISTED_PREFIXES.some((prefix) => path.startsWith(prefix))
