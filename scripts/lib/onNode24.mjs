// Preloaded by every npm script (`node --import ./scripts/lib/onNode24.mjs scripts/….ts`): the site,
// its tests and its tools run on the Node.js release named in .nvmrc (24 LTS). On a machine with an
// older Node (these machines ship Node 20, past its end of life), that release comes from the npm
// registry (the `node-<platform>-<arch>` package: the official binary, no install script) into a cache
// folder once, checked against the checksum pinned in node24.json before it ever runs, and the script
// runs again under it. A preloaded module finishes before the script is
// even loaded, so nothing of the script runs on the old Node.
// JavaScript, not TypeScript like the scripts around it: it runs on that old Node, which cannot run .ts.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The exact release the project runs on, from .nvmrc (`24.21.0`). */
export const wantedVersion = () => fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '')

/**
 * The registry packages of that release we can verify, by `<platform>-<arch>`, each with its pinned checksum.
 * @typedef {{ name: string, binary: string, integrity: string }} Pin
 * @returns {{ version: string, checked?: string, packages: Record<string, Pin> }}
 */
export const pinnedRelease = () => JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'lib', 'node24.json'), 'utf8'))

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0])

/** Whether this process's Node is the wanted major release or newer. */
export const isWantedRuntime = (running = process.versions.node, wanted = wantedVersion()) =>
  majorOf(running) >= majorOf(wanted)

/** The pinned package for a platform, or an error that names the platforms we serve and what to do instead. */
export function pinFor(release, platform = process.platform, arch = process.arch) {
  const pin = release.packages[`${platform}-${arch}`]
  if (pin) return pin
  throw new Error(
    `we have no Node ${release.version} package to install for ${platform}-${arch} ` +
      `(the npm registry has one we can verify for ${Object.keys(release.packages).join(', ')}); ` +
      `install Node ${release.version} yourself (see .nvmrc) and run the command again`,
  )
}

const defaultCacheRoot = () => path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'tubwise')
const defaultRegistry = () => process.env.npm_config_registry || 'https://registry.npmjs.org/'
const tarballUrl = (registry, name, version) => `${registry.replace(/\/?$/, '/')}${name}/-/${name}-${version}.tgz`

/** Written beside the binary once its tarball matched the pinned checksum. */
const VERIFIED = 'verified-integrity'
/** An install is left behind (interrupted, or its process killed) once its staging folder is this old. */
const LEFTOVER_MS = 60 * 60 * 1000

const versionOf = (binary) => spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim()
const binaryIn = (folder, pin) => path.join(folder, 'node_modules', pin.name, pin.binary)

function isVerified(folder, pin, version) {
  const marker = path.join(folder, VERIFIED)
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8').trim() !== pin.integrity) return false
  return versionOf(binaryIn(folder, pin)) === `v${version}`
}

/**
 * The wanted Node binary, installed from the npm registry into the cache folder when absent: the tarball is
 * fetched (a registry silent for `idleTimeoutMs` ends it with a message), its sha512 compared with the pin,
 * and only then unpacked. It is unpacked beside the folder and renamed into place, so two scripts starting
 * at once never use a half-written one; what an interrupted install left is removed the next time.
 */
export async function cachedNode({
  release = pinnedRelease(),
  platform = process.platform,
  arch = process.arch,
  cacheRoot = defaultCacheRoot(),
  registry = defaultRegistry(),
  idleTimeoutMs = 30_000,
  log = console.log,
} = {}) {
  const { version } = release
  if (version !== wantedVersion()) {
    throw new Error(`scripts/lib/node24.json pins Node ${version} but .nvmrc names ${wantedVersion()}; make them agree`)
  }
  const pin = pinFor(release, platform, arch)
  const folder = path.join(cacheRoot, `node-v${version}-${platform}-${arch}`)
  if (isVerified(folder, pin, version)) return binaryIn(folder, pin)
  fs.mkdirSync(cacheRoot, { recursive: true })
  removeLeftovers(folder)
  const url = tarballUrl(registry, pin.name, version)
  log(`[tubwise] installing Node ${version} from ${url} into ${folder}, checked against scripts/lib/node24.json...`)
  const staging = fs.mkdtempSync(`${folder}.partial-`)
  try {
    const tarball = path.join(staging, 'package.tgz')
    const integrity = await download(url, tarball, idleTimeoutMs)
    if (integrity !== pin.integrity) {
      throw new Error(`${url} does not match the checksum pinned in scripts/lib/node24.json; nothing was installed`)
    }
    unpack(tarball, path.join(staging, 'node_modules', pin.name))
    fs.rmSync(tarball)
    fs.chmodSync(binaryIn(staging, pin), 0o755)
    if (versionOf(binaryIn(staging, pin)) !== `v${version}`) throw new Error(`${url} holds no Node ${version} binary`)
    fs.writeFileSync(path.join(staging, VERIFIED), `${pin.integrity}\n`)
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true })
    const why = error instanceof Error ? error.message : String(error)
    throw new Error(
      `could not install Node ${version}: ${why}. Install Node ${version} (see .nvmrc) and run the command again`,
    )
  }
  try {
    fs.renameSync(staging, folder)
  } catch {
    // The folder exists: another script installed it meanwhile (theirs is as good), or an unverified copy.
    if (isVerified(folder, pin, version)) {
      fs.rmSync(staging, { recursive: true, force: true })
    } else {
      fs.rmSync(folder, { recursive: true, force: true })
      fs.renameSync(staging, folder)
    }
  }
  return binaryIn(folder, pin)
}

/** Fetches `url` into `file`; its `sha512-…` integrity. Gives up when no byte arrives for `idleTimeoutMs`. */
async function download(url, file, idleTimeoutMs) {
  const controller = new AbortController()
  let timer
  const stillWaiting = () => {
    clearTimeout(timer)
    timer = setTimeout(() => controller.abort(), idleTimeoutMs)
  }
  stillWaiting()
  const out = fs.createWriteStream(file)
  try {
    const response = await fetch(url, { signal: controller.signal })
    if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`)
    const hash = crypto.createHash('sha512')
    for await (const chunk of response.body) {
      stillWaiting()
      hash.update(chunk)
      if (!out.write(chunk)) await once(out, 'drain')
    }
    await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())))
    return `sha512-${hash.digest('base64')}`
  } catch (error) {
    out.destroy()
    if (controller.signal.aborted) throw new Error(`the registry sent nothing for ${idleTimeoutMs / 1000} s (${url})`)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

function unpack(tarball, into) {
  fs.mkdirSync(into, { recursive: true })
  const tar = spawnSync('tar', ['-xzf', tarball, '-C', into, '--strip-components=1'], { encoding: 'utf8' })
  if (tar.status !== 0) throw new Error(`tar could not unpack it: ${tar.stderr || tar.error?.message}`)
}

/** Staging folders of installs that never finished (a killed process, a lost network), past an hour old. */
function removeLeftovers(folder) {
  const prefix = `${path.basename(folder)}.partial-`
  const parent = path.dirname(folder)
  for (const entry of fs.readdirSync(parent)) {
    if (!entry.startsWith(prefix)) continue
    const leftover = path.join(parent, entry)
    if (Date.now() - fs.statSync(leftover).mtimeMs > LEFTOVER_MS) fs.rmSync(leftover, { recursive: true, force: true })
  }
}

/** Runs this same command again under `node`, first on PATH for everything it starts. */
function runAgainUnder(node) {
  const env = {
    ...process.env,
    // What npm and the tools it starts run when they start Node themselves.
    NODE: node,
    npm_node_execpath: node,
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
    // npm builds native add-ons against the headers of the Node that runs them.
    npm_config_nodedir: path.dirname(path.dirname(node)),
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  return new Promise(() => {})
}

/**
 * npm runs a script as `sh -c "<script>"` and passes a SIGTERM (`docker stop`, `kill <npm>`) to that
 * shell, which ends without passing it on: the Node processes under it would run on, orphaned. A
 * script's first process therefore watches its parent, and when the parent is gone stops itself as if
 * signalled, so the server under it drains and everything ends. (Not `exec` in package.json: Windows
 * runs scripts through cmd.exe, which has none.)
 */
function stopWhenParentGoes() {
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    process.kill(process.pid, 'SIGTERM')
  }, 500)
  watch.unref()
}

if (process.env.npm_lifecycle_event) stopWhenParentGoes()

if (!isWantedRuntime()) {
  try {
    const node = await cachedNode()
    console.log(
      `[tubwise] this machine's Node is ${process.version}; ` +
        `running under Node v${wantedVersion()} from the npm registry (${node})`,
    )
    await runAgainUnder(node)
  } catch (error) {
    console.error(`[tubwise] ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
