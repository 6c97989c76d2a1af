import { E2E_SITE_ENV } from '../../../playwright.config'

/**
 * The settings of an app server of its own on the end-to-end build and database, on `port`: a
 * production server whose output and stop are one test's alone, its job runner off (the site under
 * test delivers the mail). `extra` adds or overrides settings.
 */
export const secondServerEnv = (port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  ...E2E_SITE_ENV,
  NODE_ENV: 'production',
  SITE_URL: `http://127.0.0.1:${port}`,
  JOBS_AUTORUN: 'off',
  PORT: String(port),
  ...extra,
})
