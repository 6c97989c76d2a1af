import { E2E_SITE_ENV } from '../../../playwright.config'
import { type AppServer, startAppServer } from '../appServer'
import { freePort } from '../postgres'
import { test } from './fixtures'

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

/**
 * A second app server (secondServerEnv) for the tests of the calling `test.describe`: started before
 * them, stopped after. `output` gathers its lines without the `[name] ` in front; `server()` is it.
 */
export function useSecondServer(name: string, extra: (port: number) => Record<string, string> = () => ({})) {
  let server: AppServer | undefined
  const output: string[] = []
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    const port = await freePort()
    server = await startAppServer({
      name,
      port,
      env: secondServerEnv(port, extra(port)),
      log: (line) => output.push(line.slice(`[${name}] `.length)),
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  return { output, server: () => server! }
}
