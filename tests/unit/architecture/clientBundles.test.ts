import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { inSrc, resolveInSrc, runtimeSpecifiersOf, sourceFiles, src } from '../../support/srcImports'

/*
 * What a browser must never download: Node's own modules (the bundler swaps in polyfills, about 90 KiB for
 * `node:crypto`, which once doubled the care reminders page's JavaScript) and the server's drivers. The rule
 * holds over every module a client component loads, through every file of src it imports at run time.
 */
const SERVER_PACKAGES = ['nodemailer', 'pg', '@libsql/client', 'sharp']

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
const serverOnly = (specifier: string): boolean =>
  specifier.startsWith('node:') ||
  BUILTINS.has(specifier.split('/')[0]!) ||
  SERVER_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))

const isCode = (file: string) => /\.(ts|tsx|mts|mjs|js)$/.test(file)
const isClientComponent = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))

/**
 * Each server-only module reachable from `entry`, as the chain of files that reaches it:
 * `a.tsx → b.ts → c.ts imports node:crypto`.
 */
function serverOnlyChains(entry: string, specifiersOf = runtimeSpecifiersOf): string[] {
  const cameFrom = new Map<string, string | null>([[entry, null]])
  const queue = [entry]
  const chains: string[] = []
  const chainTo = (file: string): string[] => {
    const before = cameFrom.get(file)
    return before ? [...chainTo(before), `src/${inSrc(file)}`] : [`src/${inSrc(file)}`]
  }
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const specifier of specifiersOf(file)) {
      if (serverOnly(specifier)) {
        chains.push(`${chainTo(file).join(' → ')} imports ${specifier}`)
        continue
      }
      const next = resolveInSrc(file, specifier)
      if (next && isCode(next) && !cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return chains
}

const clientComponents = sourceFiles(src).filter(isClientComponent)

describe('client bundles', () => {
  it('finds the client components (dozens, so the reader did not miss them)', () => {
    expect(clientComponents.length).toBeGreaterThan(40)
    expect(clientComponents.map(inSrc)).toContain('watercare/reminders/components/ReminderSignUp.tsx')
  })

  it('reads what runs and passes over what only types name', () => {
    const text = [
      "import a from './a'",
      "import type { B } from './b'",
      "import { type C } from './c'",
      "import { type D, d } from './d'",
      "import './e.css'",
      "export { f } from './f'",
      "export type { G } from './g'",
      "type H = import('./h').H",
      "/** @type {import('./i').I} */ let i",
      "const j = await import('./j')",
    ].join('\n')
    expect(runtimeSpecifiersOf(path.join(src, 'x.ts'), text)).toEqual(['./a', './d', './e.css', './f', './j'])
  })

  it('names the chain from the client component to the server-only import', () => {
    const files: Record<string, string> = {
      [path.join(src, 'site/forms/FieldFrame.tsx')]: "import { schema } from '../numberFields'",
      [path.join(src, 'site/numberFields.ts')]: "import { createHmac } from 'node:crypto'",
    }
    const read = (file: string) => runtimeSpecifiersOf(file, files[file] ?? '')
    expect(serverOnlyChains(path.join(src, 'site/forms/FieldFrame.tsx'), read)).toEqual([
      'src/site/forms/FieldFrame.tsx → src/site/numberFields.ts imports node:crypto',
    ])
  })

  it("no client component loads Node's modules or a server driver", () => {
    expect(clientComponents.flatMap((file) => serverOnlyChains(file))).toEqual([])
  })
})
