/** The site's public origin: `SITE_URL`, or the local server when none is configured. */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`)
}
