import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SHARED = path.join('src', 'platform', 'next', 'sharedWithWebServer.mjs')

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : []
  })
}

// The web server, the app's bundles and the cache handler agree on these only if each takes them
// from src/platform/next/sharedWithWebServer.mjs; a copy written out elsewhere can drift from it.
describe('values the web server and the app share', () => {
  const files = ['src', 'scripts', 'lab', 'tests']
    .flatMap(sourceFiles)
    .filter((file) => file !== SHARED && file !== path.join('tests', 'unit', 'sharedWithWebServer.test.ts'))

  it.each([
    ['a process-wide mark', /Symbol\.for\(\s*['"]tubwise\./],
    ['the peer header', /['"]x-tubwise-peer['"]/],
    ['the placeholder type', /text\/tubwise-after-first-screen/],
  ])('%s is written out only in the shared module', (_, pattern) => {
    expect(files.filter((file) => pattern.test(fs.readFileSync(file, 'utf8')))).toEqual([])
  })
})
