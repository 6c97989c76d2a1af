import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { inSrc, resolveInSrc, sourceFiles, specifiersOf, src } from '../../support/srcImports'

/**
 * The platform's lowest floor: the settings, the log, units of work, the page cache, the plugin seam, the
 * signed tokens and what we share with Next. Its folders may use each other (no circle between files).
 */
const BASE = [
  'platform/settings',
  'platform/log',
  'platform/unitOfWork',
  'platform/pageCache',
  'platform/plugins',
  'platform/tokens',
  'platform/next',
] as const
/** The platform floor (`src/platform`), bottom up: it never imports a capability, the root or the config. */
const PLATFORM = [
  ...BASE,
  'platform/db',
  'platform/http',
  'platform/outbox',
  'platform/jobs',
  'platform/webServer',
] as const
/** The product floor: capabilities, each on the platform and on the capabilities listed for it. */
const PRODUCT = [
  'site',
  'staff',
  'mail',
  'content',
  'search',
  'questions',
  'leads',
  'pricecheck',
  'buyertools',
  'commerce',
  'crm',
  'watercare',
  'seed',
] as const
/**
 * On top, the composition root: routes, the proxy, the config, start-up, and the Payload client with the
 * API routes that open it (the two things the product takes from the root).
 */
const ROOT = ['app', 'proxy.ts', 'payload.config.ts', 'instrumentation.ts', 'payloadClient.ts', 'apiRoutes.ts'] as const
/** Payload's types, generated from the config: the product's collections, so the platform never reads them. */
const GENERATED = 'payload-types.ts'

type Unit = (typeof PLATFORM)[number] | (typeof PRODUCT)[number] | (typeof ROOT)[number] | typeof GENERATED

/** Every capability may use the platform, Payload's generated types, the Payload client and the API routes on it. */
const UNDER_PRODUCT: Unit[] = [...PLATFORM, GENERATED, 'payloadClient.ts', 'apiRoutes.ts']

/** THE RULE: which unit may import which (each may import itself). An arrow not listed here runs back up. */
const MAY_IMPORT: Record<Unit, readonly Unit[]> = {
  ...(Object.fromEntries(BASE.map((unit) => [unit, BASE])) as Record<(typeof BASE)[number], typeof BASE>),
  'platform/db': BASE,
  'platform/http': [...BASE, 'platform/db'],
  'platform/outbox': [...BASE, 'platform/db', 'platform/http'],
  'platform/jobs': [...BASE, 'platform/db', 'platform/outbox'],
  'platform/webServer': [...BASE, 'platform/http'],

  site: UNDER_PRODUCT,
  staff: [...UNDER_PRODUCT, 'site'],
  mail: [...UNDER_PRODUCT, 'site', 'staff'],
  content: [...UNDER_PRODUCT, 'site', 'staff', 'mail'],
  search: [...UNDER_PRODUCT, 'site', 'staff', 'content'],
  questions: [...UNDER_PRODUCT, 'site', 'staff', 'mail', 'content'],
  leads: [...UNDER_PRODUCT, 'site', 'staff', 'mail'],
  pricecheck: [...UNDER_PRODUCT, 'site', 'staff', 'mail', 'content', 'leads'],
  buyertools: [...UNDER_PRODUCT, 'site', 'staff', 'mail', 'content', 'leads', 'pricecheck'],
  commerce: [...UNDER_PRODUCT, 'site', 'staff', 'mail', 'content', 'leads'],
  crm: [...UNDER_PRODUCT, 'site', 'staff', 'leads', 'commerce'],
  watercare: [...UNDER_PRODUCT, 'site', 'staff', 'mail', 'buyertools'],
  seed: [...UNDER_PRODUCT, ...PRODUCT],

  [GENERATED]: [],
  'payloadClient.ts': [...BASE, 'payload.config.ts'],
  'apiRoutes.ts': ['platform/http', 'payloadClient.ts'],
  'payload.config.ts': [...UNDER_PRODUCT, ...PRODUCT],
  app: [...UNDER_PRODUCT, ...PRODUCT, 'payload.config.ts'],
  'proxy.ts': [...UNDER_PRODUCT, ...PRODUCT],
  'instrumentation.ts': [...UNDER_PRODUCT, ...PRODUCT],
}

/** The unit of the table a file of src belongs to. */
function unitOf(file: string): Unit {
  const [top, inside] = inSrc(file).split('/')
  const unit = top === 'platform' ? `platform/${inside}` : top!
  if (!(unit in MAY_IMPORT)) throw new Error(`src/${unit} is in no floor: give it a row in MAY_IMPORT`)
  return unit as Unit
}

type Edge = { from: string; to: string }

const edges: Edge[] = sourceFiles(src).flatMap((from) =>
  specifiersOf(from).flatMap((specifier) => {
    const to = resolveInSrc(from, specifier)
    return to ? [{ from, to }] : []
  }),
)

/** What breaks the table: one line per import that runs the wrong way. */
function backUpImports(all: Edge[]): string[] {
  return all.flatMap(({ from, to }) => {
    const [a, b] = [unitOf(from), unitOf(to)]
    if (a === b || MAY_IMPORT[a].includes(b)) return []
    const allowed = MAY_IMPORT[a].join(', ') || 'nothing else'
    return [`src/${inSrc(from)} imports src/${inSrc(to)}: ${a} may not import ${b} (it may import ${allowed})`]
  })
}

/**
 * Import circles between files (strongly connected parts of the graph, Tarjan), each as one line naming
 * every import inside it.
 */
function importCircles(all: Edge[]): string[] {
  const next = new Map<string, string[]>()
  for (const { from, to } of all) next.set(from, [...(next.get(from) ?? []), to])
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[] = []
  const visit = (file: string) => {
    order.set(file, order.size)
    low.set(file, order.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const to of next.get(file) ?? []) {
      if (!order.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, order.get(to)!))
    }
    if (low.get(file) !== order.get(file)) return
    const circle: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      circle.push(member)
    } while (member !== file)
    if (circle.length === 1 && !next.get(file)?.includes(file)) return
    const inside = circle
      .sort()
      .flatMap((member) => [...new Set(next.get(member))].filter((to) => circle.includes(to)).map((to) => [member, to]))
      .map(([member, to]) => `src/${inSrc(member!)} imports src/${inSrc(to!)}`)
    circles.push(`an import circle (no file may reach itself through its imports): ${inside.join(', ')}`)
  }
  for (const file of next.keys()) if (!order.has(file)) visit(file)
  return circles
}

describe('the floors', () => {
  it('reads every kind of import', () => {
    const text = [
      "import a from './a'",
      "import type { B } from '@/b'",
      "export { c } from '../c'",
      "export * from './d'",
      "const e = await import('./e')",
      "type F = import('./f').F",
      "/** @type {import('./g').G} */ let g",
      "const h = require('./h')",
    ].join('\n')
    expect(specifiersOf(path.join(src, 'x.ts'), text)).toEqual([
      './a',
      '@/b',
      '../c',
      './d',
      './e',
      './f',
      './g',
      './h',
    ])
  })

  it('finds the imports of src (a few hundred, so the reader did not miss them)', () => {
    expect(edges.length).toBeGreaterThan(1_000)
    expect(edges.some(({ from, to }) => unitOf(from) === 'app' && unitOf(to) === 'content')).toBe(true)
  })

  it('names the file, what it imports and the rule for an import that runs back up', () => {
    const from = path.join(src, 'platform/settings/env.ts')
    const to = path.join(src, 'content/server/posts.ts')
    expect(backUpImports([{ from, to }])).toEqual([
      'src/platform/settings/env.ts imports src/content/server/posts.ts: ' +
        `platform/settings may not import content (it may import ${BASE.join(', ')})`,
    ])
    expect(
      importCircles([
        { from, to },
        { from: to, to: from },
      ]),
    ).toEqual([
      'an import circle (no file may reach itself through its imports): ' +
        'src/content/server/posts.ts imports src/platform/settings/env.ts, ' +
        'src/platform/settings/env.ts imports src/content/server/posts.ts',
    ])
  })

  it('the table lets the platform import no capability, no generated type and nothing of the root', () => {
    const above: readonly Unit[] = [...PRODUCT, ...ROOT, GENERATED]
    for (const floor of PLATFORM)
      expect(
        MAY_IMPORT[floor].filter((unit) => above.includes(unit)),
        floor,
      ).toEqual([])
  })

  it('every import in src runs the way the table allows', () => {
    expect(backUpImports(edges)).toEqual([])
  })

  it('no import circle between files', () => {
    expect(importCircles(edges)).toEqual([])
  })
})
