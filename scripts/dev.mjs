// `npm run dev`: the same preparation as `npm start`, then Next's development server inside our own
// (scripts/serve.mjs), as in production.
import { bootstrap, ensureDependencies, ensurePayloadSecret, serve } from './lib/setup.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
ensureDependencies()
ensurePayloadSecret(env)
bootstrap(env)
env.PORT ||= '3000'
serve(process.execPath, ['scripts/serve.mjs', '--dev'], env)
