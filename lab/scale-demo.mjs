// `npm run scale:demo`: the scale-out topology on this machine, until Ctrl-C. A private PostgreSQL,
// the site bootstrapped on it (migrations, first admin, demo content), one production build
// against it, two app servers on that build and Debian's nginx caching in front
// (deploy/nginx/tubwise.conf). Ctrl-C stops every process it started and removes their files.
import { ensureDependencies, log } from '../scripts/lib/setup.ts'
import { startTopology } from '../tests/support/topology.ts'

process.env.NEXT_TELEMETRY_DISABLED = '1'

let topology
try {
  ensureDependencies()
  topology = await startTopology({ build: 'when-stale' })
} catch (error) {
  console.error(`[tubwise] scale demo failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

log('the scale-out demo is running:')
log(`  through nginx (cached):  ${topology.proxy.url}/`)
for (const server of topology.servers)
  log(`  app server ${server.name}:            ${server.url}/  (pid ${server.pid})`)
log(`  admin:                   ${topology.proxy.url}/admin`)
log(`  PostgreSQL:              ${topology.databaseUrl}`)
log(`  nginx files:             ${topology.proxy.prefix}`)
log('press Ctrl-C to stop everything')

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    log('stopping nginx, the app servers and PostgreSQL...')
    topology.stop().finally(() => process.exit(0))
  })
}
