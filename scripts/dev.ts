// `npm run dev`: the same preparation as `npm start`, then Next's development server inside our own
// (scripts/serve.mjs), as in production.
import { loadEnvFiles } from './lib/envFiles.mjs'
import { bootstrap, ensureDependencies, ensurePayloadSecret, log, root, serve } from './lib/setup.mjs'

ensureDependencies()
loadEnvFiles({ dir: root, dev: true, log })
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
ensurePayloadSecret(env)
bootstrap(env)
env.PORT ||= '3000'
serve(process.execPath, ['scripts/serve.mjs', '--dev'], env)
