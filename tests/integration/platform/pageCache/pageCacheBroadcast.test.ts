import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { up as migrateCacheTags } from '@/platform/db/migrations/postgres/20261128_060000_seed_record_and_cache_tags'

import { startPostgres } from '../../../support/postgres'
import { onTagsExpired } from '../../../../src/platform/pageCache/onTagsExpired'
import { startTagBroadcast } from '../../../../src/platform/pageCache/tagBroadcast.mjs'
import { PAGE_CACHE, processWide } from '../../../../src/platform/next/sharedWithWebServer.mjs'
import { testDatabase } from '../../../support/payload'

type Cluster = { createDatabase: (name: string) => string; pause: () => void; start: () => void; stop: () => void }
type Broadcast = ReturnType<typeof startTagBroadcast>
type Heard = { tags: string[]; at: number }

// PostgreSQL only: on SQLite there is one server and Next's own cache.
describe.skipIf(testDatabase() !== 'postgres')('page cache invalidations shared over PostgreSQL', () => {
  let cluster: Cluster
  let databaseUrl: string
  const open: Broadcast[] = []

  /** A server's broadcast, with everything it heard from the others. */
  function server() {
    const heard: Heard[] = []
    const broadcast = startTagBroadcast({
      databaseUrl,
      onTags: (tags, { at }) => heard.push({ tags, at }),
      log: () => undefined,
    })
    open.push(broadcast)
    return { broadcast, heard, tags: () => heard.flatMap((h) => h.tags) }
  }

  async function waitFor(condition: () => boolean, ms = 3_000): Promise<number> {
    const started = Date.now()
    while (!condition()) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return Date.now() - started
  }

  beforeAll(async () => {
    // A cluster of this test's own: it is restarted below.
    cluster = (await startPostgres()) as Cluster
    databaseUrl = cluster.createDatabase('page_cache')
    // The table is the migration's, as on a served database.
    const pool = new pg.Pool({ connectionString: databaseUrl })
    await migrateCacheTags({ db: drizzle(pool) } as never)
    await pool.end()
  })
  afterAll(async () => {
    await Promise.all([...open, processWide[PAGE_CACHE]?.broadcast].map((b) => b?.close()))
    cluster?.stop()
  })

  it('tells every other server within moments, and not the one that revalidated', async () => {
    const a = server()
    const b = server()
    const c = server()
    await Promise.all([a.broadcast.ready, b.broadcast.ready, c.broadcast.ready])

    await a.broadcast.publish(['content-path:/guide', 'content-lists'])
    const elapsed = await waitFor(() => b.tags().length === 2 && c.tags().length === 2)

    expect(elapsed).toBeLessThan(2_000)
    expect(b.tags()).toEqual(['content-path:/guide', 'content-lists'])
    expect(a.heard).toEqual([])
    // A live notice expires from the moment it arrived.
    expect(Math.abs(b.heard[0]!.at - Date.now())).toBeLessThan(2_000)
  })

  it('a server that starts later catches up from the table, expiring each tag from when it changed', async () => {
    const a = server()
    await a.broadcast.ready
    const before = Date.now()
    await a.broadcast.publish(['site-settings'])
    const late = server()
    await late.broadcast.ready

    const entry = late.heard.find((h) => h.tags.includes('site-settings'))
    expect(entry).toBeDefined()
    // The recorded time, not the start-up time: pages rendered since the change stay valid.
    expect(entry!.at).toBeGreaterThanOrEqual(before - 1_000)
    expect(entry!.at).toBeLessThanOrEqual(Date.now())
  })

  it('sends a list too long for one notice through the table', async () => {
    const a = server()
    const b = server()
    await Promise.all([a.broadcast.ready, b.broadcast.ready])
    const many = Array.from({ length: 400 }, (_, i) => `content-path:/a-rather-long-page-address-number-${i}`)

    await a.broadcast.publish(many)
    await waitFor(() => many.every((tag) => b.tags().includes(tag)))
  })

  it('recovers by itself from a PostgreSQL restart and hears what changed meanwhile', async () => {
    const a = server()
    const b = server()
    await Promise.all([a.broadcast.ready, b.broadcast.ready])

    cluster.pause()
    await new Promise((resolve) => setTimeout(resolve, 300))
    cluster.start()
    // Published while b may still be reconnecting: it hears it live or from the table.
    await a.broadcast.publish(['content-path:/after-restart'])
    await waitFor(() => b.tags().includes('content-path:/after-restart'), 10_000)

    // And live notices flow again.
    await a.broadcast.publish(['content-path:/live-again'])
    await waitFor(() => b.tags().includes('content-path:/live-again'))
  }, 30_000)

  it("Next's cache on one server expires what another revalidated, and the reverse", async () => {
    process.env.DATABASE_URL = databaseUrl
    const { default: SharedCacheHandler } = await import('../../../../src/platform/pageCache/sharedCacheHandler.mjs')
    const { areTagsExpired } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
    const heardInProcess: string[] = []
    onTagsExpired((tags) => heardInProcess.push(...tags))
    const handler = new SharedCacheHandler({})
    await handler.get('warm-up', { kind: 'FETCH', tags: [] }).catch(() => null)
    const other = server()
    await other.broadcast.ready

    const renderedAt = Date.now() - 1
    await other.broadcast.publish(['content-path:/brands'])
    await waitFor(() => areTagsExpired(['content-path:/brands'], renderedAt))
    expect(heardInProcess).toContain('content-path:/brands')
    // A page rendered after the change is not expired by it.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(areTagsExpired(['content-path:/brands'], Date.now())).toBe(false)

    await handler.revalidateTag(['content-path:/ultralift'], { expire: 0 })
    await waitFor(() => other.tags().includes('content-path:/ultralift'))
  })
})
