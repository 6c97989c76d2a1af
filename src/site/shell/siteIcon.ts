// The site's icon (a tub with steam, the brand's colours), drawn once for both the public pages and the
// admin. It goes inside each page as a data URL: as a file, a phone's first visit fetched it on a
// connection of its own, right after the page's own requests (docs/decisions/0033-css-inside-the-page.md).
const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">' +
  '<rect x="1" y="1" width="46" height="46" rx="11" fill="#0d5960"/>' +
  '<path d="M9 25h30v5a8 8 0 0 1-8 8H17a8 8 0 0 1-8-8z" fill="#f6f8f7"/>' +
  '<path d="M11 29c3 1.6 5.5 1.6 8.5 0s5.5-1.6 8.5 0 5.5 1.6 8.5 0" fill="none" stroke="#0d5960" ' +
  'stroke-width="2" stroke-linecap="round"/>' +
  '<path d="M16 20c-2-2.2 2-3.8 0-6.5M24 20c-2-2.2 2-3.8 0-6.5M32 20c-2-2.2 2-3.8 0-6.5" fill="none" ' +
  'stroke="#f2b872" stroke-width="2.2" stroke-linecap="round"/></svg>'

/** The icon as a `data:` URL (percent-encoded, which SVG in a URL needs for `#`, `<` and `>`). */
export const SITE_ICON_URL = `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`
