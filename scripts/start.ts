// `npm start`: install when needed, migrate, create the first admin, seed, build when stale,
// then serve the production site on http://localhost:$PORT (3000 by default), in this process.
import { loadEnvFiles } from './lib/envFiles.ts'
import {
  bootstrap,
  build,
  buildIsStale,
  ensureDependencies,
  ensurePayloadSecret,
  log,
  root,
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
  Object.assign(process.env, env)
} catch (error) {
  console.error(`[tubwise] start failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
// Our server around Next's handler, not `next start` (it gives the app the client's real address), in
// this process: a stop signal to the Node that `npm start` runs reaches the server itself, which drains.
await import('./serve.ts')
