// Shared by `npm start`, `npm run dev` and `npm test`: Node built-ins only at the top, because it runs
// before the dependencies are installed.
import { createHash, randomBytes } from 'node:crypto'
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { hintFrameworkCompile } from '../../src/platform/webServer/frameworkCompileHints.mjs'
import { wantedVersion } from './onNode24.mjs'

/** esbuild's target for code it bundles to run on the server: the Node release in .nvmrc. */
export const NODE_TARGET = `node${wantedVersion()}`

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const at = (...parts: string[]): string => path.join(root, ...parts)

/** A command installed by npm, run directly (npx would add its own start-up and warnings). */
export const bin = (name: string): string => at('node_modules', '.bin', name)

export function log(message: string): void {
  console.log(`[tubwise] ${message}`)
}

/** Runs a command in the project folder, inheriting output; throws on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
  }
}

/** Installs npm packages when node_modules is missing or older than the lockfile. */
export function ensureDependencies(): void {
  const marker = at('node_modules', '.package-lock.json')
  const lock = at('package-lock.json')
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs
  if (!stale) return
  // `npm install` honours the committed lockfile. Not `npm ci`: it refuses a lockfile that lacks
  // another platform's optional package (the registry here lacked Next's macOS and Windows
  // compilers when the lockfile was first made, so its older versions do), and it reinstalls
  // everything every time.
  log('installing npm packages...')
  run('npm', ['install', '--no-audit', '--no-fund'])
}

/**
 * `npm start`'s settings: the environment (with the .env files read into it) and, for what neither
 * sets, the defaults of a production site on this machine.
 */
export function withStartDefaults(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...source, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  env.PORT ||= '3000'
  // Production wants the address visitors use (links in e-mails, whether the site is live). Without one
  // the site is this machine's own: http://localhost, listening on loopback only, so a machine the public
  // reaches does not serve it (and its demo payments) to the world under a name nobody set.
  if (!env.SITE_URL) {
    env.SITE_URL = `http://localhost:${env.PORT}`
    env.LISTEN_HOST ||= '127.0.0.1'
  }
  // A fresh clone on a laptop can buy every service: the demo payment provider stands in until Stripe
  // is configured (PAYMENTS_DEMO=off refuses it). A live site (an https SITE_URL, or any host but
  // loopback) ignores this `on`: only PAYMENTS_DEMO=on-live-site, set on purpose, lets the demo take
  // payments there.
  env.PAYMENTS_DEMO ||= 'on'
  return env
}

/**
 * PAYLOAD_SECRET signs staff sessions. Without one in the environment, a random secret is
 * generated once and kept in data/.payload-secret (git-ignored) so sessions survive restarts.
 */
export function ensurePayloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = at('data', '.payload-secret')
  // data/ holds the database and this secret: its owner's only (src/platform/db/privateFiles.ts keeps it so).
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  fs.chmodSync(path.dirname(file), 0o700)
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
  return env.PAYLOAD_SECRET
}

const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json']
const BUILD_STAMP = at('.next', 'tubwise-build-stamp')
/**
 * The web server (src/platform/webServer/server.ts), bundled by the build next to Next's output: serving in
 * production runs this file and needs no esbuild, and writes nothing into the project (decision 0038).
 */
export const SERVER_BUNDLE = at('.next', 'tubwise', 'server.mjs')

/**
 * The build's fingerprint: its sources, and the database it was built against, because pages
 * prerendered at build time and cached since then hold that database's content.
 */
function hashInputs(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256')
  hash.update(`database:${env.DATABASE_URL ?? ''}\0`)
  const visit = (relative: string): void => {
    const full = at(relative)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) visit(path.join(relative, entry))
    } else {
      hash.update(relative).update('\0').update(fs.readFileSync(full)).update('\0')
    }
  }
  BUILD_INPUTS.forEach(visit)
  return hash.digest('hex')
}

/**
 * True when there is no production build, or it was made from other sources or another database
 * than `env`'s.
 */
export function buildIsStale(env: NodeJS.ProcessEnv = process.env): boolean {
  if (!buildExists() || !fs.existsSync(BUILD_STAMP)) return true
  return fs.readFileSync(BUILD_STAMP, 'utf8').trim() !== hashInputs(env)
}

/** Whether `.next` holds a production build at all. */
export const buildExists = (): boolean => fs.existsSync(at('.next', 'BUILD_ID')) && fs.existsSync(SERVER_BUNDLE)

export function build(env: NodeJS.ProcessEnv): void {
  log('building the site (next build)...')
  // Next keeps cached data (unstable_cache) across builds; it holds the previous build's
  // database content, so a new build starts without it. The compiler cache stays.
  fs.rmSync(at('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  run(bin('next'), ['build'], { env })
  hintFrameworkCompile(at('.next'))
  bundle('src/platform/webServer/server.ts', { external: 'all', outfile: SERVER_BUNDLE })
  fs.writeFileSync(BUILD_STAMP, hashInputs(env))
}

/**
 * Bundles a TypeScript entry of ours with esbuild into `outfile` (node_modules/.cache/tubwise/<name>.mjs
 * unless given) and returns that file's path. `external`: the packages left to Node to load (`'all'`:
 * every package).
 * Written under a name of its own and renamed, so servers starting together never load a
 * half-written file.
 */
export function bundle(
  entry: string,
  {
    external,
    outfile = at('node_modules', '.cache', 'tubwise', `${path.basename(entry, '.ts')}.mjs`),
  }: { external: 'all' | string[]; outfile?: string },
): string {
  const esbuild: typeof import('esbuild') = createRequire(import.meta.url)('esbuild')
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [at(entry)],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    tsconfig: at('tsconfig.json'),
    logLevel: 'error',
    ...(external === 'all' ? { packages: 'external' } : { external }),
    alias: { 'next/cache': 'next/cache.js' },
    loader: { '.css': 'empty', '.scss': 'empty' },
    // Bundled CommonJS code calls require(); give the ES module one.
    banner: {
      js:
        "import { createRequire as __tubwiseRequire } from 'node:module'; " +
        'const require = __tubwiseRequire(import.meta.url);',
    },
  })
  fs.mkdirSync(path.dirname(outfile), { recursive: true })
  const partial = `${outfile}.${process.pid}.partial`
  const [output] = outputFiles
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`)
  fs.writeFileSync(partial, output.contents)
  fs.renameSync(partial, outfile)
  return outfile
}

/**
 * Runs a TypeScript script of ours with plain Node, bundled by esbuild first: our path aliases
 * (`@/…`, `@payload-config`) resolve at bundle time, so no TypeScript loader is needed at run time,
 * and the script loads as one module. Packages with native code or their own loading needs stay
 * external.
 */
export function runBundled(
  script: string,
  { env = process.env, args = [] }: { env?: NodeJS.ProcessEnv; args?: string[] } = {},
): void {
  const outfile = bundle(script, {
    external: [
      '@libsql/client',
      'payload',
      '@payloadcms/db-sqlite',
      '@payloadcms/db-postgres',
      'sharp',
      'nodemailer',
      'next',
      'react',
      'react-dom',
      'yaml',
      'zod',
      'minisearch',
    ],
  })
  run(process.execPath, [outfile, ...args], { env })
}

/** Migrates, creates the first admin when there is none, and seeds demo content. */
export function bootstrap(env: NodeJS.ProcessEnv): void {
  runBundled('scripts/bootstrap.ts', { env })
}

/**
 * Runs a long-running child in place of this process: every stop signal passed on, and this process
 * exits with the child's code once the child has ended (after its drain, for the server).
 */
export function serve(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal))
  child.on('error', (error) => {
    console.error(`[tubwise] could not start ${path.basename(command)}: ${error.message}`)
    process.exit(1)
  })
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
