import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import pkg from '../../../package.json'

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')
// The lab's commands: benchmarks, scans and the scale-out demo.
const LAB_SCRIPT = /^(bench:|scan$|scale:demo$)/

function filesIn(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name)
    return entry.isDirectory() ? filesIn(relative) : [relative]
  })
}

/** The relative module paths `file` imports, resolved from the project's root. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.join(path.dirname(file), match[1] ?? ''),
  )
}

const nodeScripts = Object.entries(pkg.scripts).flatMap(([name, command]) => {
  const file = /^node --import \S+ (\S+)/.exec(command)?.[1]
  return file ? [{ name, file }] : []
})

// Issue 29: scripts/ holds the operations, lab/ the benchmarks and scanners, tests/support what the
// tests need; a newcomer finds each by its folder.
describe('the scripts by role', () => {
  it('runs every npm script from a file that exists: the lab from lab/, the rest from scripts/', () => {
    expect(nodeScripts.length).toBeGreaterThan(10)
    for (const { name, file } of nodeScripts) {
      expect(fs.existsSync(path.join(ROOT, file)), `${name}: ${file}`).toBe(true)
      expect(file, name).toMatch(LAB_SCRIPT.test(name) ? /^lab\/[\w-]+\.mjs$/ : /^scripts\/[\w-]+\.ts$/)
    }
  })

  it('writes the operations scripts in TypeScript, but for the guard that runs on an older Node', () => {
    const javascript = filesIn('scripts').filter((file) => /\.(mjs|js|cjs)$/.test(file))
    expect(javascript).toEqual([path.join('scripts', 'lib', 'onNode24.mjs')])
  })

  it('holds in scripts/ only what the operations run, and nothing of the lab', () => {
    // From the operations' npm scripts, through their imports and the scripts they bundle (runBundled).
    const reached = new Set<string>()
    const visit = (file: string): void => {
      const found = [file, `${file}.ts`].find((candidate) => fs.existsSync(path.join(ROOT, candidate)))
      if (!found || reached.has(found) || !found.startsWith(`scripts${path.sep}`)) return
      reached.add(found)
      const source = fs.readFileSync(path.join(ROOT, found), 'utf8')
      const bundled = [...source.matchAll(/'(scripts\/[\w/-]+\.ts)'/g)].map((match) => match[1] ?? '')
      for (const imported of [...importsOf(found), ...bundled]) {
        expect(imported, found).not.toMatch(/^lab\//)
        visit(path.normalize(imported))
      }
    }
    for (const { name, file } of nodeScripts) if (!LAB_SCRIPT.test(name)) visit(path.normalize(file))
    const code = filesIn('scripts').filter((file) => /\.(ts|mjs|js)$/.test(file))
    expect(code.filter((file) => !reached.has(file))).toEqual([])
  })

  it('gives the tests their helpers from tests/support, not from scripts/lib or the lab', () => {
    // Unit tests may import the module of scripts/ or lab/ they test; every other test takes its
    // helpers (PostgreSQL, the SMTP listener, app servers, nginx) from tests/support.
    const tests = filesIn('tests').filter(
      (file) => /\.(ts|tsx)$/.test(file) && !file.startsWith(path.join('tests', 'unit') + path.sep),
    )
    for (const file of tests) {
      const helpers = file.startsWith(path.join('tests', 'support') + path.sep) ? /^lab\// : /^(scripts\/lib|lab)\//
      for (const imported of importsOf(file)) expect(imported, file).not.toMatch(helpers)
    }
  })

  it('documents every command of the lab in lab/README.md', () => {
    const readme = path.join(ROOT, 'lab', 'README.md')
    expect(fs.existsSync(readme)).toBe(true)
    const text = fs.readFileSync(readme, 'utf8')
    const labScripts = Object.keys(pkg.scripts).filter((name) => LAB_SCRIPT.test(name))
    expect(labScripts.length).toBeGreaterThan(5)
    for (const name of labScripts) expect(text, name).toContain(`npm run ${name}`)
  })
})
