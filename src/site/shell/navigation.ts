/** The header's links (site-spec, Application shell), used by the desktop bar and the side panel. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/guide', label: 'Buyers Guide' },
  { href: '/content/articles', label: 'Articles' },
  { href: '/content/reviews', label: 'Reviews' },
  { href: '/content/videos', label: 'Videos' },
  { href: '/aboutus', label: 'About' },
] as const

/** Where a search for `term` lives: `/search/{term}`, URL-encoded. */
export const searchPath = (term: string) => `/search/${encodeURIComponent(term)}`
