// `npm start`: install when needed, migrate, create the first admin, seed, build when stale,
// then serve the production site on http://localhost:$PORT (3000 by default).
import { loadEnvFiles } from './lib/envFiles.ts'
import {
  bootstrap,
  build,
  buildIsStale,
  ensureDependencies,
  ensurePayloadSecret,
  log,
  root,
  serve,
  withStartDefaults,
} from './lib/setup.ts'

try {
  ensureDependencies()
  loadEnvFiles({ dir: root, log })
  const siteUrlGiven = Boolean(process.env.SITE_URL)
  const env = withStartDefaults(process.env)
  if (!siteUrlGiven)
    log(`SITE_URL is not set: serving ${env.SITE_URL} to this machine only (set SITE_URL to serve visitors)`)
  ensurePayloadSecret(env)
  bootstrap(env)
  if (buildIsStale(env)) build(env)
  else log('the production build is up to date')
  log(`serving on http://localhost:${env.PORT}`)
  // Our server around Next's handler, not `next start`: it gives the app the client's real address.
  serve(process.execPath, ['scripts/serve.ts'], env)
} catch (error) {
  console.error(`[tubwise] start failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
