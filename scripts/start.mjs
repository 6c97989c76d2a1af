// `npm start`: install when needed, migrate, create the first admin, seed, build when stale,
// then serve the production site on http://localhost:$PORT (3000 by default).
import { bootstrap, build, buildIsStale, ensureDependencies, ensurePayloadSecret, log, serve } from './lib/setup.mjs'

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
env.PORT ||= '3000'
// Production wants the public address (links in e-mails); on a laptop it is this one.
env.SITE_URL ||= `http://localhost:${env.PORT}`
// A fresh clone can buy every service: the demo payment provider stands in until Stripe is configured
// (PAYMENTS_DEMO=off refuses it; production otherwise refuses the demo).
env.PAYMENTS_DEMO ||= 'on'

try {
  ensureDependencies()
  ensurePayloadSecret(env)
  bootstrap(env)
  if (buildIsStale(env)) build(env)
  else log('the production build is up to date')
  log(`serving on http://localhost:${env.PORT}`)
  // Our server around Next's handler, not `next start`: it gives the app the client's real address.
  serve(process.execPath, ['scripts/serve.mjs'], env)
} catch (error) {
  console.error(`[tubwise] start failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
