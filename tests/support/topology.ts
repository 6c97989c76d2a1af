// The scale-out topology on one machine: a private PostgreSQL, the site bootstrapped on it, N app
// servers on one production build with the same DATABASE_URL, and nginx caching in front.
// Used by `npm run scale:demo` and by the scale test (tests/scale/), so both run the same thing.
import { loadEnvFiles } from '../../scripts/lib/envFiles.ts'
import {
  bootstrap,
  build,
  buildExists,
  buildIsStale,
  ensurePayloadSecret,
  log as tubwiseLog,
  root,
} from '../../scripts/lib/setup.ts'
import { type AppServer, startAppServer } from './appServer.ts'
import { type Nginx, startNginx } from './nginx.ts'
import { freePort, type Postgres, startPostgres } from './postgres.ts'

type TopologyOptions = {
  /** Settings for every app server (SMTP_URL, ADMIN_EMAIL, …). */
  env?: Record<string, string | undefined>
  /** How many app servers (2). */
  servers?: number
  /**
   * Build against this database when the build is stale (the demo), or serve the build that is there
   * (the scale test, right after the end-to-end step built it).
   */
  build?: 'when-stale' | 'existing'
  /** Where the app servers' output goes. */
  log?: (line: string) => void
}

export type Topology = {
  databaseUrl: string
  env: NodeJS.ProcessEnv
  postgres: Postgres
  servers: AppServer[]
  proxy: Nginx
  stop: () => Promise<void>
}

export async function startTopology({
  env: settings = {},
  servers = 2,
  build: buildMode = 'when-stale',
  log = (line) => console.log(line),
}: TopologyOptions = {}): Promise<Topology> {
  // Its bootstrap, build and servers see the same .env settings (the database is always its own).
  loadEnvFiles({ dir: root, log: tubwiseLog })
  const started: { stop: () => Promise<void> }[] = []
  const stop = async () => {
    for (const part of started.reverse())
      await part.stop().catch((error: Error) => console.error(`[tubwise] stopping: ${error.message}`))
    started.length = 0
  }
  try {
    const postgres = await startPostgres()
    started.push({ stop: async () => postgres.stop() })
    const databaseUrl = postgres.createDatabase('tubwise')
    const proxyPort = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PAYMENTS_DEMO: 'on',
      ...settings,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      // Behind one proxy of ours: the visitor's address is the entry nginx appended.
      TRUST_PROXY_HOPS: '1',
    }
    // Production wants the public address (links in e-mails): the proxy's.
    env.SITE_URL ||= `http://127.0.0.1:${proxyPort}`
    ensurePayloadSecret(env)

    tubwiseLog(`bootstrapping ${databaseUrl}: migrations, first admin, demo content`)
    bootstrap(env)
    if (buildMode === 'existing') {
      if (!buildExists())
        throw new Error('no production build in .next: run `npm run build` (or the end-to-end tests) first')
    } else if (buildIsStale(env)) {
      build(env)
    }

    const apps: AppServer[] = []
    for (let index = 0; index < servers; index++) {
      const name = String.fromCharCode(65 + index) // A, B, …
      const app = await startAppServer({ name, port: await freePort(), env, log })
      started.push(app)
      apps.push(app)
    }
    const proxy = await startNginx({ port: proxyPort, upstreams: apps.map((app) => `127.0.0.1:${app.port}`) })
    started.push(proxy)
    return { databaseUrl, env, postgres, servers: apps, proxy, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
