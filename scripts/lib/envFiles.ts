// The one way TubWise reads configuration files. Every entry point (`npm start`, `npm run dev`,
// `npm run serve`, the build they run, the bootstrap, backup and restore) calls loadEnvFiles() first,
// so all of them see the same settings: Next's own loader (@next/env), the files Next reads, in its
// order (.env.$mode.local, .env.local, .env.$mode, .env; the first to set a variable wins), and a
// variable set in the real environment always wins over every file. Children inherit the result.
// Tests set their own environment: with TUBWISE_ENV_FILES=ignore (`npm test` and the end-to-end run
// set it) no file is read, and Next is told not to read them either.
import { createRequire } from 'node:module'

import { ENV_FILES_PROCESSED } from '../../src/platform/next/nextContracts.mjs'

/** Set to `ignore` to read no .env file (the test runs). */
export const ENV_FILES_SETTING = 'TUBWISE_ENV_FILES'

type EnvFileOptions = {
  /** The project folder, where the .env files are. */
  dir: string
  dev?: boolean
  log?: (message: string) => void
}

/**
 * Reads the .env files of `dir` into process.env (variables already set are kept) and returns the
 * names of the files read. `dev` picks the development files over the production ones; with
 * NODE_ENV=test Next reads .env.test.local, .env.test and .env (never .env.local), and so does this.
 * Runs once per process tree: a child of an entry point that already loaded them reads nothing.
 * Call it after the dependencies are installed (it loads @next/env).
 */
export function loadEnvFiles({ dir, dev = false, log = () => {} }: EnvFileOptions): string[] {
  if (process.env[ENV_FILES_PROCESSED]) return []
  process.env[ENV_FILES_PROCESSED] = 'true'
  if (process.env[ENV_FILES_SETTING] === 'ignore') {
    log(`.env files ignored (${ENV_FILES_SETTING}=ignore): only the environment counts`)
    return []
  }
  const { loadEnvConfig }: typeof import('@next/env') = createRequire(import.meta.url)('@next/env')
  // The mark must be absent while Next's loader runs, or it reads nothing.
  delete process.env[ENV_FILES_PROCESSED]
  const quiet = { info: () => {}, error: (...args: unknown[]) => console.error('[tubwise]', ...args) }
  const { loadedEnvFiles } = loadEnvConfig(dir, dev, quiet)
  process.env[ENV_FILES_PROCESSED] = 'true'
  const files = loadedEnvFiles.map((file) => file.path)
  if (files.length > 0) log(`settings read from ${files.join(', ')}`)
  return files
}
