import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { healthResponse } from '@/platform/http/health'

import { startPostgres } from '../../../support/postgres'
import { startTestPayload, testDatabase } from '../../../support/payload'

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

const check = async (headers = new Headers()) => {
  const response = await healthResponse(async () => payload, headers)
  return { status: response.status, body: await response.json() }
}

/** The headers of a request from a signed-in member of staff. */
const staffHeaders = async () => {
  const email = 'health-moderator@tubwise.example'
  const password = 'correct horse battery staple'
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (existing.totalDocs === 0)
    await payload.create({ collection: 'users', data: { email, password, role: 'moderator' }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return new Headers({ Authorization: `JWT ${token}` })
}

describe(`GET /api/health (${testDatabase()})`, () => {
  it('answers 200 when the database answers, with its status alone to the public', async () => {
    expect(await check()).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await check(new Headers({ Authorization: 'JWT forged.token.value' }))).toEqual({
      status: 200,
      body: { status: 'ok' },
    })
  })

  it('tells signed-in staff how the database and mail are doing', async () => {
    expect(await check(await staffHeaders())).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: 'up',
        mail: {
          smtp: process.env.SMTP_URL ? 'configured' : 'not configured',
          outbox: { queued: 0, retrying: 0, held: 0, failed: 0 },
        },
      },
    })
  })

  it('answers 503 when the database is down, and 200 again when it is back', async () => {
    if (cluster) {
      cluster.pause()
      expect(await check()).toEqual({ status: 503, body: { status: 'unavailable' } })
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
      expect(await check()).toEqual({ status: 503, body: { status: 'unavailable' } })
    }
  })

  it('answers 503 when the app cannot reach a database at all', async () => {
    const response = await healthResponse(async () => {
      throw new Error('connect ECONNREFUSED')
    }, new Headers())
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable' })
  })
})
