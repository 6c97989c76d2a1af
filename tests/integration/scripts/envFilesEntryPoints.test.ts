import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MANIFEST_FILE, type BackupManifest } from '../../../scripts/backup/manifest'

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')

/**
 * A copy of the project in a temporary folder, so its .env is not the developer's: the scripts copied
 * (they find the project from their own location), the sources and packages linked. node_modules is a
 * folder of links, so the bundles the scripts write into node_modules/.cache stay in the copy.
 */
function projectCopy(into: string): string {
  const project = path.join(into, 'project')
  fs.cpSync(path.join(ROOT, 'scripts'), path.join(project, 'scripts'), { recursive: true })
  for (const name of ['src', 'tsconfig.json', 'package.json', '.nvmrc'])
    fs.symlinkSync(path.join(ROOT, name), path.join(project, name))
  fs.mkdirSync(path.join(project, 'node_modules'))
  for (const name of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name !== '.cache')
      fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(project, 'node_modules', name))
  }
  return project
}

/**
 * Runs an npm script's entry as the operator would, in `project`, with the environment the tests gave it minus the
 * settings under test.
 */
function entryPoint(project: string, name: string, args: string[], env: Record<string, string> = {}) {
  const inherited = { ...process.env }
  for (const key of ['DATABASE_URL', 'MEDIA_DIR', 'TUBWISE_ENV_FILES', '__NEXT_PROCESSED_ENV']) delete inherited[key]
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(project, 'scripts', `${name}.ts`), ...args], {
      cwd: project,
      env: { ...inherited, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

describe('npm run backup reads the .env file, as the server and the build do', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-env-entry-'))
  let project: string
  const database = path.join(work, 'from-env-file.db')
  const media = path.join(work, 'media-from-env-file')

  beforeAll(async () => {
    project = projectCopy(work)
    const client = createClient({ url: `file:${database}` })
    await client.execute('CREATE TABLE marker (id INTEGER PRIMARY KEY)')
    client.close()
    fs.mkdirSync(media)
    fs.writeFileSync(path.join(media, 'tub.jpg'), 'not really a picture')
    fs.writeFileSync(
      path.join(project, '.env'),
      `# the site's settings\nDATABASE_URL=file:${database}\nMEDIA_DIR=${media}\n`,
    )
  })
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

  it('backs up the database and media folder the .env file names', async () => {
    const folder = path.join(work, 'backup')
    const { code, output } = await entryPoint(project, 'backup', [folder])
    expect(output).toContain('settings read from .env')
    expect(code, output).toBe(0)
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest
    expect(manifest.database.source).toBe(database)
    expect(manifest.media.source).toBe(media)
    expect(manifest.media.files).toBe(1)
  })

  it('with TUBWISE_ENV_FILES=ignore (the tests) reads no file, and says so', async () => {
    const folder = path.join(work, 'ignored')
    const { output } = await entryPoint(project, 'backup', [folder], { TUBWISE_ENV_FILES: 'ignore' })
    expect(output).toContain('.env files ignored (TUBWISE_ENV_FILES=ignore)')
    expect(output).not.toContain(database)
  })
})
