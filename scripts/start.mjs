// `npm start`: install when needed, migrate, create the first admin, seed, build when stale,
// then serve the production site on http://localhost:$PORT (3000 by default).
import { bootstrap, build, buildIsStale, ensureDependencies, ensurePayloadSecret, log, serve } from './lib/setup.mjs'

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
env.PORT ||= '3000'
// Production wants the public address (links in e-mails); on a laptop it is this one.
env.SITE_URL ||= `http://localhost:${env.PORT}`
// A fresh clone on a laptop can buy every service: the demo payment provider stands in until Stripe
// is configured (PAYMENTS_DEMO=off refuses it). A live site (https SITE_URL) ignores this `on`: only
// PAYMENTS_DEMO=on-live-site, set on purpose, lets the demo take payments there.
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
