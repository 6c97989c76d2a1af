// Preloaded by every npm script (`node --import ./scripts/lib/onNode24.mjs scripts/….ts`): the site,
// its tests and its tools run on the Node.js release named in .nvmrc (24 LTS). On a machine with an
// older Node (these machines ship Node 20, past its end of life), that release comes from the npm
// registry (the `node-<platform>-<arch>` package: the official binary, no install script) into a cache
// folder once, and the script runs again under it. A preloaded module finishes before the script is
// even loaded, so nothing of the script runs on the old Node.
// JavaScript, not TypeScript like the scripts around it: it runs on that old Node, which cannot run .ts.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The exact release the project runs on, from .nvmrc (`24.21.0`). */
export const wantedVersion = () => fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '')

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0])

/** Whether this process's Node is the wanted major release or newer. */
export const isWantedRuntime = (running = process.versions.node, wanted = wantedVersion()) =>
  majorOf(running) >= majorOf(wanted)

function cacheFolder(version) {
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache')
  return path.join(cache, 'tubwise', `node-v${version}-${process.platform}-${process.arch}`)
}

const binaryIn = (folder) =>
  path.join(folder, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node')

const versionOf = (binary) => spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim()

/**
 * The wanted Node binary, installed from the npm registry into the cache folder when absent. It is
 * installed beside the folder and renamed into place, so two scripts starting at once never use a
 * half-written one.
 */
export function cachedNode(version = wantedVersion()) {
  const folder = cacheFolder(version)
  if (versionOf(binaryIn(folder)) === `v${version}`) return binaryIn(folder)
  const spec = `node-${process.platform}-${process.arch}@${version}`
  console.log(`[tubwise] installing Node ${version} from the npm registry (${spec}) into ${folder}...`)
  fs.mkdirSync(path.dirname(folder), { recursive: true })
  const staging = fs.mkdtempSync(`${folder}.partial-`)
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      spec,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (install.status !== 0 || versionOf(binaryIn(staging)) !== `v${version}`) {
    fs.rmSync(staging, { recursive: true, force: true })
    throw new Error(
      `could not install ${spec} from the npm registry; ` +
        `install Node ${version} (see .nvmrc) and run the command again`,
    )
  }
  try {
    fs.renameSync(staging, folder)
  } catch {
    // The folder exists: another script installed it meanwhile (theirs is as good), or a broken copy.
    if (versionOf(binaryIn(folder)) === `v${version}`) {
      fs.rmSync(staging, { recursive: true, force: true })
    } else {
      fs.rmSync(folder, { recursive: true, force: true })
      fs.renameSync(staging, folder)
    }
  }
  return binaryIn(folder)
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

if (!isWantedRuntime()) {
  try {
    const node = cachedNode()
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
