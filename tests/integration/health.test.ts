import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { healthResponse } from '@/server/health'

import { startPostgres } from '../../scripts/lib/postgres.mjs'
import { startTestPayload, testDatabase } from '../support/payload'

type Cluster = { createDatabase: (name: string) => string; pause: () => void; start: () => void; stop: () => void }

let payload: Payload
let cluster: Cluster | undefined

beforeAll(async () => {
  if (testDatabase() === 'postgres') {
    // A cluster of this test's own, so that taking it down does not disturb other tests.
    cluster = (await startPostgres()) as Cluster
    payload = await startTestPayload({ databaseUrl: cluster.createDatabase('health') })
  } else {
    payload = await startTestPayload()
  }
})
afterAll(async () => {
  if (cluster) await payload?.destroy()
  cluster?.stop()
})

const check = async () => {
  const response = await healthResponse(async () => payload)
  return { status: response.status, body: await response.json() }
}

describe(`GET /api/health (${testDatabase()})`, () => {
  it('answers 200 when the database answers', async () => {
    expect(await check()).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: 'up',
        mail: { smtp: process.env.SMTP_URL ? 'configured' : 'not configured', outbox: { queued: 0, retrying: 0, held: 0, failed: 0 } },
      },
    })
  })

  it('answers 503 when the database is down, and 200 again when it is back', async () => {
    if (cluster) {
      cluster.pause()
      expect(await check()).toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } })
      cluster.start()
      // The pool drops connections the restart killed; health recovers within seconds.
      let status = 0
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        status = (await check()).status
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(status).toBe(200)
    } else {
      // An embedded SQLite file cannot go away on its own; closing its connection is the outage.
      await payload.db.destroy?.()
      expect(await check()).toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } })
    }
  })

  it('answers 503 when the app cannot reach a database at all', async () => {
    const response = await healthResponse(async () => {
      throw new Error('connect ECONNREFUSED')
    })
    expect(response.status).toBe(503)
  })
})
