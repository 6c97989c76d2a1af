import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The folders the page cache handler (src/platform/pageCache/sharedCacheHandler.mjs) works in, made
 * afresh in a temporary folder: a build (`next`, with its `BUILD_ID` and its `server` folder, which
 * Next gives the handler) and the cache folder it writes to while serving. Sets CACHE_DIR to that
 * folder, as the handler reads it; `remove()` deletes everything.
 */
export function pageCacheFolders(prefix: string, buildId = 'build-b') {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const build = path.join(folder, 'next')
  const serverDistDir = path.join(build, 'server')
  const cacheDir = path.join(folder, 'cache')
  fs.mkdirSync(serverDistDir, { recursive: true })
  fs.writeFileSync(path.join(build, 'BUILD_ID'), `${buildId}\n`)
  process.env.CACHE_DIR = cacheDir
  return { build, serverDistDir, cacheDir, remove: () => fs.rmSync(folder, { recursive: true, force: true }) }
}
