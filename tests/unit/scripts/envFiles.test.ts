import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { ENV_KEYS } from '@/platform/settings/env'

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')
const LOADER = path.join(ROOT, 'scripts', 'lib', 'envFiles.ts')
const SETUP = path.join(ROOT, 'scripts', 'lib', 'setup.ts')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-env-files-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** A project folder holding these .env files. */
function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(work, 'project-'))
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  return dir
}

const KEYS = ['A', 'B', 'C', 'D', 'E', 'SITE_URL', 'PAYMENTS_DEMO', 'PORT']

/** Next's own read of the env files, in an entry point's code. */
const NEXT_LOADS_ENV =
  "(await import('node:module')).createRequire(import.meta.url)('@next/env')" +
  '.loadEnvConfig(dir, false, { info() {}, error() {} })'

/**
 * Runs `code` in a fresh Node process (as an entry point runs), with only `env` and PATH set, and
 * returns what it prints as JSON. `loadEnvFiles` and `withStartDefaults` are in scope; `dir` is the folder.
 */
function inEntryPoint(dir: string, code: string, env: Record<string, string> = {}) {
  const script =
    `import { loadEnvFiles } from ${JSON.stringify(LOADER)}
import { withStartDefaults } from ${JSON.stringify(SETUP)}
const dir = ${JSON.stringify(dir)}
const pick = (source) => Object.fromEntries(${JSON.stringify(KEYS)}` +
    `.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]))
${code}`
  // Not even NODE_ENV: an entry point started by hand has none (Next's types say it always has one).
  const bare = { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: bare,
  })
  return JSON.parse(out.trim().split('\n').at(-1) ?? '') as Record<string, unknown>
}

const ALL_MODES = {
  '.env.production.local': 'A=production-local\n',
  '.env.local': 'A=local\nB=local\n',
  '.env.production': 'A=production\nB=production\nC=production\n',
  '.env.development': 'A=development\nB=development\nC=development\nE=development\n',
  '.env.test': 'A=test\nE=test\n',
  '.env': 'A=env\nB=env\nC=env\nD=env\n',
}

describe('loadEnvFiles: the files Next reads, in its order', () => {
  it('production: .env.production.local, .env.local, .env.production, .env — the first to set a variable wins', () => {
    const dir = folderWith(ALL_MODES)
    expect(
      inEntryPoint(
        dir,
        `const files = loadEnvFiles({ dir }); console.log(JSON.stringify({ files, ...pick(process.env) }))`,
      ),
    ).toEqual({
      files: ['.env.production.local', '.env.local', '.env.production', '.env'],
      A: 'production-local',
      B: 'local',
      C: 'production',
      D: 'env',
    })
  })

  it('a variable set in the environment wins over every file', () => {
    const dir = folderWith(ALL_MODES)
    const env = inEntryPoint(dir, `loadEnvFiles({ dir }); console.log(JSON.stringify(pick(process.env)))`, {
      A: 'real',
      D: 'real',
    })
    expect(env).toMatchObject({ A: 'real', B: 'local', D: 'real' })
  })

  it('development (npm run dev) reads the development files instead of the production ones', () => {
    const dir = folderWith(ALL_MODES)
    const env = inEntryPoint(dir, `loadEnvFiles({ dir, dev: true }); console.log(JSON.stringify(pick(process.env)))`)
    expect(env).toEqual({ A: 'local', B: 'local', C: 'development', D: 'env', E: 'development' })
  })

  it('NODE_ENV=test reads .env.test and .env, never .env.local (as Next does)', () => {
    const dir = folderWith(ALL_MODES)
    const env = inEntryPoint(dir, `loadEnvFiles({ dir }); console.log(JSON.stringify(pick(process.env)))`, {
      NODE_ENV: 'test',
    })
    expect(env).toEqual({ A: 'test', B: 'env', C: 'env', D: 'env', E: 'test' })
  })

  it(
    'Next contract: TUBWISE_ENV_FILES=ignore reads no file, says ' +
      'so, and Next then reads none either (ENV_FILES_PROCESSED)',
    () => {
      const dir = folderWith(ALL_MODES)
      const env = inEntryPoint(
        dir,
        `const said = []
const files = loadEnvFiles({ dir, log: (line) => said.push(line) })
// What Next's server and next build do when they start: their own read of the same folder.
;${NEXT_LOADS_ENV}
console.log(JSON.stringify({ files, said, ...pick(process.env) }))`,
        { TUBWISE_ENV_FILES: 'ignore' },
      )
      expect(env).toEqual({
        files: [],
        said: ['.env files ignored (TUBWISE_ENV_FILES=ignore): only the environment counts'],
      })
    },
  )

  it('a child of an entry point reads nothing again: what it inherited is final', () => {
    const dir = folderWith({ '.env': 'A=file\n' })
    const env = inEntryPoint(
      dir,
      `loadEnvFiles({ dir })
process.env.A = 'changed by the entry point'
const again = loadEnvFiles({ dir })
;${NEXT_LOADS_ENV}
console.log(JSON.stringify({ again, ...pick(process.env) }))`,
    )
    expect(env).toEqual({ again: [], A: 'changed by the entry point' })
  })
})

describe("npm start's defaults apply only to what neither the environment nor a .env file sets", () => {
  const startEnv = 'loadEnvFiles({ dir }); console.log(JSON.stringify(pick(withStartDefaults(process.env))))'

  it('a .env file sets the public address, the port and the demo provider', () => {
    const dir = folderWith({ '.env': 'SITE_URL=https://tubs.example.com\nPAYMENTS_DEMO=off\nPORT=4123\n' })
    expect(inEntryPoint(dir, startEnv)).toEqual({
      SITE_URL: 'https://tubs.example.com',
      PAYMENTS_DEMO: 'off',
      PORT: '4123',
    })
  })

  it('without one, the laptop defaults', () => {
    const dir = folderWith({})
    expect(inEntryPoint(dir, startEnv)).toEqual({
      SITE_URL: 'http://localhost:3000',
      PAYMENTS_DEMO: 'on',
      PORT: '3000',
    })
  })

  it('the environment still wins over the file', () => {
    const dir = folderWith({ '.env': 'SITE_URL=https://tubs.example.com\nPORT=4123\n' })
    expect(inEntryPoint(dir, startEnv, { PORT: '5000' })).toEqual({
      SITE_URL: 'https://tubs.example.com',
      PAYMENTS_DEMO: 'on',
      PORT: '5000',
    })
  })
})

describe('.env.example', () => {
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8')
  const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1])

  it('lists every setting src/platform/settings/env.ts reads, each once', () => {
    expect([...listed].sort()).toEqual([...ENV_KEYS].sort())
  })

  it('gives each one a comment line just above it', () => {
    const lines = example.split('\n')
    lines.forEach((line, index) => {
      if (!/^#? ?[A-Z][A-Z0-9_]*=/.test(line)) return
      // A pair of related settings shares one comment.
      const above = lines
        .slice(0, index)
        .reverse()
        .find((previous) => !/^#? ?[A-Z][A-Z0-9_]*=/.test(previous))
      expect(above, line).toMatch(/^# \S/)
    })
  })

  it('sets nothing: every line is a comment or blank, so copying it changes no default', () => {
    expect(example.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))).toEqual([])
  })
})
