import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '../../../../src')
const dataLayer = path.join(src, 'platform', 'db') + path.sep

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : []
  })

/** What only src/platform/db may do: reach Payload's adapter, use drizzle, or silence the types with `as never`. */
const FORBIDDEN: [string, RegExp][] = [
  ['imports drizzle', /from '(drizzle-orm[^']*|@payloadcms\/db-(sqlite|postgres)\/drizzle[^']*)'/],
  ["reads Payload's adapter (payload.db)", /\bpayload\.db\b/],
  ['casts with `as never`', /\bas never\b/],
]

describe('one data layer', () => {
  it('only src/platform/db touches Payload’s adapter or drizzle', () => {
    const offences = sourceFiles(src)
      .filter((file) => !file.startsWith(dataLayer))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8')
        return FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(
          ([what]) => `${path.relative(src, file)} ${what}`,
        )
      })
    expect(offences).toEqual([])
  })

  it('tests reach the database through src/platform/db too, never by casting Payload’s adapter', () => {
    const tests = path.resolve(src, '../tests')
    const offences = sourceFiles(tests).filter((file) => /\bpayload\.db as\b/.test(readFileSync(file, 'utf8')))
    expect(offences.map((file) => path.relative(tests, file))).toEqual([])
  })

  it('src/platform/db holds no `as never` either: its statements are typed', () => {
    const offences = sourceFiles(dataLayer).filter((file) => /\bas never\b/.test(readFileSync(file, 'utf8')))
    expect(offences.map((file) => path.relative(src, file))).toEqual([])
  })
})

describe('drizzle-orm', () => {
  const versionOf = (manifest: string) =>
    (
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../..', manifest), 'utf8')) as {
        version: string
      }
    ).version
  const wantedBy = (adapter: string) =>
    (
      JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, '../../../../node_modules', adapter, 'package.json'), 'utf8'),
      ) as {
        dependencies: Record<string, string>
      }
    ).dependencies['drizzle-orm']

  it('is the version Payload’s adapters use, so src/platform/db and the adapters share one copy', () => {
    const ours = versionOf('node_modules/drizzle-orm/package.json')
    for (const adapter of ['@payloadcms/db-sqlite', '@payloadcms/db-postgres', '@payloadcms/drizzle'])
      expect(wantedBy(adapter), adapter).toBe(ours)
  })
})
