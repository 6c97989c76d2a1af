import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, testDatabase } from '../../../support/payload'
import { executeSql as executeSqlOn } from '../../../support/sql'

// PostgreSQL only: what a server sees when the database restarts under it.
describe.skipIf(testDatabase() !== 'postgres')('a PostgreSQL restart under a running server', () => {
  let payload: Payload
  const executeSql = (raw: string) => executeSqlOn(payload, raw)
  const countLeads = () => payload.count({ collection: 'leads', overrideAccess: true })

  beforeAll(async () => {
    payload = await startTestPayload()
  })
  afterAll(async () => {
    await payload?.destroy()
  })

  it('survives every connection being ended (idle ones and one a transaction holds) and answers again', async () => {
    const { initTransaction, killTransaction } = await import('payload')
    const { serverRequest } = await import('@/platform/unitOfWork/transaction')
    // Several idle connections in the pool, and one a transaction holds between statements.
    await Promise.all(Array.from({ length: 4 }, countLeads))
    const req = await serverRequest(payload)
    await initTransaction(req)
    await payload.count({ collection: 'leads', overrideAccess: true, req })

    // What a restart does to each of them: "terminating connection due to administrator command".
    await executeSql(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ' +
        'datname = current_database() AND pid <> pg_backend_pid()',
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    await killTransaction(req).catch(() => undefined)

    // Not an uncaught exception (Vitest fails the run on one): the next statements get fresh connections.
    await expect.poll(async () => (await countLeads().catch(() => null))?.totalDocs, { timeout: 5_000 }).toBe(0)
    expect((await Promise.all(Array.from({ length: 4 }, countLeads))).map((each) => each.totalDocs)).toEqual([
      0, 0, 0, 0,
    ])
  })
})
