// `npm start`: install when needed, migrate, create the first admin, seed, build when stale,
// then serve the production site on http://localhost:$PORT (3000 by default).
import { bin, bootstrap, build, buildIsStale, ensureDependencies, ensurePayloadSecret, log, serve } from './lib/setup.mjs'

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
env.PORT ||= '3000'

try {
  ensureDependencies()
  ensurePayloadSecret(env)
  bootstrap(env)
  if (buildIsStale()) build(env)
  else log('the production build is up to date')
  log(`serving on http://localhost:${env.PORT}`)
  serve(bin('next'), ['start', '--port', env.PORT], env)
} catch (error) {
  console.error(`[tubwise] start failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
