import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueFormToken } from '@/questions/spam/formToken'

import { createPage } from '../../support/pages'
import { startTestPayload, testDatabase } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'

// A small pool, so a burst far larger than it must queue for connections rather than starve them.
const POOL = 3
const BURST = 30

let payload: Payload
let ask: RouteHandler

beforeAll(async () => {
  process.env.DATABASE_POOL_MAX = String(POOL)
  payload = await startTestPayload()
  ask = (await import('@/app/api/comments/route')).POST as RouteHandler
  await createPage(payload, 'asktheexperts', 'Ask the Hot Tub Experts')
})
afterAll(async () => {
  await payload?.destroy()
})

describe(`a burst of submissions (${testDatabase()}, ${POOL} database connections)`, () => {
  it(`${BURST} questions at once are all stored and mailed`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        postJson(ask, '/api/comments', {
          page: '/asktheexperts',
          author: 'Burst Tester',
          email: `burst${index}@example.com`,
          text: `<p>Burst question ${index}?</p>`,
          // Each its own form, opened a few seconds ago: a token serves one question.
          formToken: issueFormToken(payload.secret, Date.now() - 5_000 - index),
          website: '',
        }),
      ),
    )

    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(201))
    const stored = await payload.count({
      collection: 'comments',
      where: { author: { equals: 'Burst Tester' }, status: { equals: 'pending' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(BURST)
    const mailed = await payload.count({ collection: 'outbox', overrideAccess: true })
    expect(mailed.totalDocs).toBe(BURST)
  }, 60_000)
})
