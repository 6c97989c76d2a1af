import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, hintFrameworkCompile } from '@/platform/webServer/frameworkCompileHints.mjs'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })))

/** A build folder holding `files` (path under it → text) and a manifest naming `rootMainFiles`. */
function buildFolder(files: Record<string, string>, rootMainFiles: unknown): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-hints-'))
  folders.push(folder)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    fs.writeFileSync(path.join(folder, file), text)
  }
  fs.writeFileSync(path.join(folder, 'build-manifest.json'), JSON.stringify({ rootMainFiles }))
  return folder
}

describe('hintFrameworkCompile', () => {
  it('opens each framework script with the hint, once, and leaves every other file as it was', () => {
    const folder = buildFolder(
      {
        'static/chunks/react.js': 'react()',
        'static/chunks/main.js': 'main()',
        'static/chunks/lazy-form.js': 'form()',
      },
      ['static/chunks/react.js', 'static/chunks/main.js'],
    )
    expect(hintFrameworkCompile(folder)).toEqual(['static/chunks/react.js', 'static/chunks/main.js'])
    hintFrameworkCompile(folder)
    const read = (file: string) => fs.readFileSync(path.join(folder, file), 'utf8')
    expect(read('static/chunks/react.js')).toBe(`${COMPILE_HINT}react()`)
    expect(read('static/chunks/main.js')).toBe(`${COMPILE_HINT}main()`)
    expect(read('static/chunks/lazy-form.js')).toBe('form()')
  })

  it('is V8’s magic comment for compiling every function of the script at once, on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('fails, naming the manifest, when the build does not list its framework scripts the way it did', () => {
    for (const listed of [undefined, [], ['static/chunks/main.css'], 'static/chunks/main.js']) {
      const folder = buildFolder({}, listed)
      expect(() => hintFrameworkCompile(folder), JSON.stringify(listed)).toThrow(
        /build-manifest\.json has no rootMainFiles list/,
      )
    }
  })
})
