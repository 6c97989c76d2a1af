import fs from 'node:fs'
import path from 'node:path'

import { buildSync } from 'esbuild'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** Every file that defines a collection or a global: its schema, access and hooks. */
const definitions = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : definitions(full)
    if (!/\.ts$/.test(entry.name) || entry.name === 'payload-types.ts') return []
    return /:\s*(CollectionConfig|GlobalConfig)\s*=|\):\s*(CollectionConfig|GlobalConfig)\s*=>/.test(
      fs.readFileSync(full, 'utf8'),
    )
      ? [path.relative(ROOT, full)]
      : []
  })

/** What talks to another machine: the payment providers, the CRM's client, outbound HTTP, SMTP. */
const NETWORK_MODULES = [
  // The seam's types and errors are no client; every provider is.
  /^src\/commerce\/providers\/(?!PaymentProvider\.ts$)/,
  /^src\/crm\/activeCampaign\.ts$/,
  /^src\/platform\/http\/outboundJson\.ts$/,
]
const NETWORK_PACKAGES = ['stripe', 'nodemailer', '@paypal/paypal-server-sdk']

/** The modules a file reaches through static imports, and the packages it imports. */
function reach(file: string): { modules: string[]; packages: string[] } {
  const { metafile } = buildSync({
    entryPoints: [file],
    absWorkingDir: ROOT,
    write: false,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.scss': 'empty' },
  })
  const inputs = Object.values(metafile.inputs)
  return {
    modules: Object.keys(metafile.inputs),
    packages: inputs.flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path)),
  }
}

describe('collections and globals', () => {
  const files = definitions(path.join(ROOT, 'src'))

  it('are found: every capability’s', () => {
    expect(files.length).toBeGreaterThanOrEqual(18)
    expect(files).toContain('src/commerce/collections/Orders.ts')
  })

  it('reach no module that calls the network, so their hooks cannot (a provider is asked by a staff action)', () => {
    const offences = files.flatMap((file) => {
      const { modules, packages } = reach(file)
      return [
        ...modules.filter((module) => NETWORK_MODULES.some((pattern) => pattern.test(module))),
        ...packages.filter((name) =>
          NETWORK_PACKAGES.some((network) => name === network || name.startsWith(`${network}/`)),
        ),
      ].map((reached) => `${file} → ${reached}`)
    })
    expect(offences).toEqual([])
  })
})
