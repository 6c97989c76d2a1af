// `npm run serve`, `node scripts/serve.ts [--dev]`: the site's web server (src/webServer/server.ts:
// our HTTP server around Next's handler), bundled by esbuild and run in this process. `npm start`,
// `npm run dev` and the end-to-end run start it through here.
import { pathToFileURL } from 'node:url'

import { loadEnvFiles } from './lib/envFiles.ts'
import { bundle, log, root } from './lib/setup.ts'

const dev = process.argv.includes('--dev')
// The .env files, unless the entry point that started this server read them already. What that says is
// written by the server's own log once it runs (JSON lines in production).
const notes: string[] = []
loadEnvFiles({ dir: root, dev, log: dev ? log : (line) => notes.push(line) })
// Every package stays external: Next in particular loads itself, as under `next start`.
const { startWebServer } = await import(pathToFileURL(bundle('src/webServer/server.ts', { external: 'all' })).href)
await startWebServer({ root, dev, notes })
