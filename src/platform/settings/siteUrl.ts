/** The site's public origin: `SITE_URL`, or the local server when none is configured. */
import { env } from './env'

export function siteUrl(): URL {
  return new URL(env().SITE_URL || `http://localhost:${env().PORT}`)
}

/** Origins configured to reach the site besides the one a request came in on: `SITE_URL` and `ALLOWED_ORIGINS`. */
export function configuredOrigins(): string[] {
  const { SITE_URL, ALLOWED_ORIGINS } = env()
  return [...(SITE_URL ? [new URL(SITE_URL).origin] : []), ...ALLOWED_ORIGINS]
}
