// `npm run dev`: the same preparation as `npm start`, then Next's development server.
import { bin, bootstrap, ensureDependencies, ensurePayloadSecret, serve } from './lib/setup.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
ensureDependencies()
ensurePayloadSecret(env)
bootstrap(env)
serve(bin('next'), ['dev', '--port', env.PORT || '3000'], env)
