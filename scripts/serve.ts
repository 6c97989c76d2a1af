// `npm run serve`, `node scripts/serve.ts [--dev]`: the site's web server (src/platform/webServer/server.ts:
// our HTTP server around Next's handler), run in this process. In production it is the bundle the
// build made (SERVER_BUNDLE), so serving needs no esbuild; `--dev` bundles the sources as they are now.
// `npm start`, `npm run dev`, the systemd unit (deploy/systemd) and the end-to-end run start it here.
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

import { loadEnvFiles } from './lib/envFiles.ts'
import { bundle, log, root, SERVER_BUNDLE } from './lib/setup.ts'

const dev = process.argv.includes('--dev')
// The .env files, unless the entry point that started this server read them already. What that says is
// written by the server's own log once it runs (JSON lines in production).
const notes: string[] = []
loadEnvFiles({ dir: root, dev, log: dev ? log : (line) => notes.push(line) })
if (!dev && !fs.existsSync(SERVER_BUNDLE)) {
  console.error('[tubwise] no built server in .next: run `npm run build` (or `npm start`) first')
  process.exit(1)
}
// Every package stays external: Next in particular loads itself, as under `next start`.
const server = dev ? bundle('src/platform/webServer/server.ts', { external: 'all' }) : SERVER_BUNDLE
const { startWebServer } = await import(pathToFileURL(server).href)
try {
  await startWebServer({ root, dev, notes })
} catch (error) {
  // Next's own handlers would catch this and keep the process up, serving nothing: a server that
  // cannot start ends with 1, so whatever runs it (systemd's Restart=on-failure, a shell) sees it.
  console.error('the server could not start:', error)
  process.exit(1)
}
