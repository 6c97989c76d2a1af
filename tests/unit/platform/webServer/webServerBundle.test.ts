import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

import { bundle } from '../../../../scripts/lib/setup.ts'

// The build bundles src/platform/webServer into one file (SERVER_BUNDLE) that scripts/serve.ts runs; Next stays a
// package of its own.
describe('the web server bundle', () => {
  const file = bundle('src/platform/webServer/server.ts', { external: 'all' })

  it('holds our TypeScript and leaves Next to load itself', () => {
    const code = fs.readFileSync(file, 'utf8')
    expect(code).toContain('function startWebServer(')
    expect(code).toMatch(/import\("next"\)/)
    expect(code).not.toContain('getRequestHandler() {')
  })

  it('loads without starting anything, and exports the start', async () => {
    const loaded = (await import(pathToFileURL(file).href)) as { startWebServer?: unknown }
    expect(typeof loaded.startWebServer).toBe('function')
  })
})
