// `npm run dev`: the same preparation as `npm start`, then Next's development server inside our own
// (scripts/serve.ts), as in production.
import { loadEnvFiles } from './lib/envFiles.ts'
import { bootstrap, ensureDependencies, ensurePayloadSecret, log, root, serve } from './lib/setup.ts'

ensureDependencies()
loadEnvFiles({ dir: root, dev: true, log })
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
ensurePayloadSecret(env)
bootstrap(env)
env.PORT ||= '3000'
serve(process.execPath, ['scripts/serve.ts', '--dev'], env)
