import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The API contract (docs/api.md) and the route files under src/app agree, both ways: every documented
 * endpoint has a route exporting its method, and every public route is documented.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..')
const CONTRACT = path.join(ROOT, 'docs/api.md')
const APP = path.join(ROOT, 'src/app')

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

/** Routes under /api that are not the public contract, each for its reason. */
const NOT_IN_CONTRACT = new Set([
  // Payload's own REST API, for the admin and staff only (api.md says so in its first paragraph).
  '/api/cms/{slug}',
  // The JSON 404 for API paths nothing else answers.
  '/api/{path}',
])

/** `METHOD /path` of every endpoint docs/api.md names in a code span, query strings left out. */
function documentedEndpoints(markdown: string): string[] {
  const endpoints: string[] = []
  const named = new RegExp('`(' + METHODS.join('|') + ') (/api/[^`?\\s]*)[^`]*`((?:, `/[^`]+`)*)', 'g')
  for (const [, method, first = '', others = ''] of markdown.matchAll(named)) {
    endpoints.push(`${method} ${first}`)
    // "`POST /api/ecomm/paidEval`, `/paidConsult`": a short path is a sibling of the first one.
    for (const [, other = ''] of others.matchAll(/`(\/[^`?\s]+)[^`]*`/g)) {
      const full = other.startsWith('/api/') ? other : first.slice(0, first.lastIndexOf('/')) + other
      endpoints.push(`${method} ${full}`)
    }
  }
  return [...new Set(endpoints)].sort()
}

/** The methods a route file exports: `export { a as GET }`, `export { GET } from`, `export const POST`. */
function exportedMethods(source: string): string[] {
  const names: string[] = []
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const specifier of (list ?? '').split(',')) {
      const name = specifier
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (name) names.push(name)
    }
  }
  for (const [, name] of source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(\w+)/g))
    if (name) names.push(name)
  return names.filter((name) => (METHODS as readonly string[]).includes(name))
}

/** A route file's URL path: route groups `(x)` dropped, `[id]` and `[...id]` written `{id}`. */
function routePath(file: string): string {
  const segments = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[(?:\.\.\.)?(\w+)\]$/, '{$1}'))
  return '/' + segments.join('/')
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return entry.name === 'route.ts' ? [full] : []
  })
}

/** `METHOD /path` of every route file's exported method under an `api` folder. */
function routedEndpoints(): string[] {
  return routeFiles(APP)
    .filter((file) => routePath(file).startsWith('/api/'))
    .flatMap((file) => {
      const route = routePath(file)
      return exportedMethods(fs.readFileSync(file, 'utf8')).map((method) => `${method} ${route}`)
    })
    .sort()
}

const isPublic = (endpoint: string) => !NOT_IN_CONTRACT.has(endpoint.split(' ')[1] ?? '')

describe('the API contract, docs/api.md', () => {
  const documented = documentedEndpoints(fs.readFileSync(CONTRACT, 'utf8'))
  const routed = routedEndpoints()

  it('names the endpoints (the reading of it works)', () => {
    expect(documented).toContain('GET /api/content/posts')
    expect(documented).toContain('POST /api/ecomm/paidCheapPBS')
    expect(documented).toContain('POST /api/webhooks/paypal')
    expect(documented.length).toBeGreaterThanOrEqual(25)
  })

  it('has a route exporting the method of every endpoint it documents', () => {
    expect(documented.filter((endpoint) => !routed.includes(endpoint))).toEqual([])
  })

  it('documents every public route under /api', () => {
    expect(routed.filter(isPublic).filter((endpoint) => !documented.includes(endpoint))).toEqual([])
  })

  it('keeps out of the contract only routes that exist', () => {
    const routes = new Set(routed.map((endpoint) => endpoint.split(' ')[1]))
    expect([...NOT_IN_CONTRACT].filter((route) => !routes.has(route))).toEqual([])
  })
})

describe('reading the contract and the route files', () => {
  it('expands short sibling paths and drops query strings', () => {
    const markdown = '- `POST /api/ecomm/paidEval`, `/paidConsult` — x\n- `GET /api/search?q=Q` and `POST /api/a`'
    expect(documentedEndpoints(markdown)).toEqual([
      'GET /api/search',
      'POST /api/a',
      'POST /api/ecomm/paidConsult',
      'POST /api/ecomm/paidEval',
    ])
  })

  it('finds methods exported by name, re-export or declaration', () => {
    expect(exportedMethods("export { a as GET, postIt as POST } from '@/x'")).toEqual(['GET', 'POST'])
    expect(exportedMethods("export { GET } from '@/x'\nexport const dynamic = 'force-dynamic'")).toEqual(['GET'])
    expect(exportedMethods('export const PUT = f\nexport async function DELETE() {}')).toEqual(['PUT', 'DELETE'])
  })
})
