import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { INFO_FORM_MESSAGE } from '@/leads/schemas'
import { PRICE_CHECK_MESSAGE } from '@/pricecheck/schemas'
import { QUESTION_MESSAGES } from '@/questions/messages'

import { testDatabase, useTestPayload } from '../../../support/payload'
import { postJson, type RouteHandler } from '../../../support/routes'

const API_DIR = path.resolve(import.meta.dirname, '../../../../src/app/api')
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
/** The catch-all answers every unknown API path with a JSON 404: it reads no body. */
const CATCH_ALL = '/api/[...path]'
/**
 * Provider webhooks read no visitor JSON: a body without a valid signature is 400 (stripeCheckout, paypalCheckout
 * tests).
 */
const WEBHOOKS = '/api/webhooks/'
/**
 * RFC 8058 one-click unsubscribes read no visitor JSON either: the mail provider posts the fixed form body
 * `List-Unsubscribe=One-Click`, and the signed token in the URL decides (tests/integration/watercare).
 */
const ONE_CLICK = '/api/one-click/'

/** Every `route.ts` under src/app/api, as its URL path. */
function apiRoutes(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return apiRoutes(full)
    return entry.name === 'route.ts'
      ? [`/api/${path.relative(API_DIR, dir).split(path.sep).join('/')}`.replace(/\/$/, '')]
      : []
  })
}

/** The spec's words (site-spec section 5) for the fields of the endpoints it gives them for. */
const SPEC_WORDS: Record<string, Record<string, string>> = {
  '/api/comments': { author: QUESTION_MESSAGES.name, email: QUESTION_MESSAGES.email, text: QUESTION_MESSAGES.text },
  '/api/comments/reply': {
    'reply.author': QUESTION_MESSAGES.name,
    'reply.email': QUESTION_MESSAGES.email,
    'reply.text': QUESTION_MESSAGES.text,
  },
  '/api/pricechecks/newcheck': Object.fromEntries(
    ['name', 'email', 'zipcode', 'tubs', 'tubs.0.brand', 'tubs.0.model', 'tubs.0.price'].map((field) => [
      field,
      PRICE_CHECK_MESSAGE,
    ]),
  ),
  '/api/leads/info': Object.fromEntries(
    ['firstName', 'lastName', 'email', 'phone', 'zipCode', 'details'].map((field) => [field, INFO_FORM_MESSAGE]),
  ),
}

/** Bodies with nested fields left out or of the wrong type, for the endpoints that have nested fields. */
const NESTED: Record<string, unknown[]> = {
  '/api/comments/reply': [
    { commentId: '1', reply: {} },
    { commentId: '1', reply: { author: 1, email: 2, text: 3 } },
  ],
  '/api/pricechecks/newcheck': [
    { tubs: [{}] },
    { tubs: [{ brand: 1, model: 2, price: 3 }] },
    { tubs: [] },
    { tubs: {} },
  ],
}

const ZOD_WORDS = /invalid input|expected|received|undefined|\bNaN\b/i

const endpoints: { path: string; method: string; handler: RouteHandler }[] = []

const payload = useTestPayload(async () => {
  for (const route of apiRoutes()) {
    if (route === CATCH_ALL || route.startsWith(WEBHOOKS) || route.startsWith(ONE_CLICK)) continue
    const module = (await import(path.join(API_DIR, route.slice('/api'.length), 'route.ts'))) as Record<string, unknown>
    for (const method of WRITE_METHODS) {
      if (typeof module[method] === 'function')
        endpoints.push({ path: route, method, handler: module[method] as RouteHandler })
    }
  }
})

const stored = async () =>
  Object.fromEntries(
    await Promise.all(
      (['comments', 'price-checks', 'leads', 'outbox'] as const).map(async (collection) => [
        collection,
        (await payload.count({ collection, overrideAccess: true })).totalDocs,
      ]),
    ),
  )

type Answer = { status: number; errors: Record<string, string> }

async function send(endpoint: (typeof endpoints)[number], body: unknown): Promise<Answer> {
  const response = await postJson(endpoint.handler, endpoint.path, body)
  const json = (await response.json()) as { errors?: Record<string, string> }
  return { status: response.status, errors: json.errors ?? {} }
}

/** 400 with at least one field error, every one a plain sentence, the spec's words where it has them. */
function expectPlainRefusal(endpoint: string, body: unknown, answer: Answer) {
  const what = `${endpoint} ${JSON.stringify(body)} → ${JSON.stringify(answer)}`
  expect(answer.status, what).toBe(400)
  expect(Object.keys(answer.errors).length, what).toBeGreaterThan(0)
  for (const [field, message] of Object.entries(answer.errors)) {
    expect(typeof message, what).toBe('string')
    expect(message, what).not.toMatch(ZOD_WORDS)
    expect(message.length, what).toBeGreaterThan(8)
    const spec = SPEC_WORDS[endpoint]?.[field]
    if (spec) expect(message, what).toBe(spec)
  }
}

describe(`every write endpoint refuses bad bodies in plain words (${testDatabase()})`, () => {
  it('finds the write endpoints under src/app/api', () => {
    // A sanity floor: the walk below covers whatever is there, these at least.
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/comments',
        'POST /api/comments/reply',
        'POST /api/ecomm/create-payment-intent',
        'POST /api/ecomm/paidSM',
        'POST /api/ecomm/storeOrder',
        'POST /api/leads/info',
        'POST /api/leads/newBuenoMessage',
        'POST /api/leads/newLead',
        'POST /api/leads/reqInfo',
        'POST /api/pricechecks/newcheck',
        'POST /api/utilities/sendMessage',
      ]),
    )
    for (const endpoint of Object.keys({ ...SPEC_WORDS, ...NESTED }))
      expect(endpoints.map((each) => each.path)).toContain(endpoint)
  })

  it("answers {} with a message for every missing field, the spec's where it gives one", async () => {
    const before = await stored()
    for (const endpoint of endpoints) {
      const answer = await send(endpoint, {})
      expectPlainRefusal(endpoint.path, {}, answer)
      const spec = SPEC_WORDS[endpoint.path]
      // The spec's fields that are missing are all named (nested ones only when their parent is there).
      if (spec)
        for (const field of Object.keys(spec).filter((field) => !field.includes('.')))
          expect(answer.errors, endpoint.path).toHaveProperty([field])
    }
    expect(await stored()).toEqual(before)
  })

  it('answers every field of the wrong type (a number, false, a list) in plain words', async () => {
    const before = await stored()
    for (const endpoint of endpoints) {
      const fields = [...new Set(Object.keys((await send(endpoint, {})).errors).map((key) => key.split('.')[0]!))]
      for (const wrong of [12345, false, ['x']]) {
        const body = Object.fromEntries(fields.map((field) => [field, wrong]))
        const answer = await send(endpoint, body)
        expectPlainRefusal(endpoint.path, body, answer)
        // A number may be a fair id (commentId); false and a list never are (a list's item may be the one refused).
        const refused = [...new Set(Object.keys(answer.errors).map((key) => key.split('.')[0]!))]
        if (wrong !== 12345) expect(refused.sort(), endpoint.path).toEqual(fields.sort())
      }
    }
    expect(await stored()).toEqual(before)
  })

  it('answers nested fields left out or of the wrong type with their own messages', async () => {
    const before = await stored()
    for (const endpoint of endpoints) {
      for (const body of NESTED[endpoint.path] ?? [])
        expectPlainRefusal(endpoint.path, body, await send(endpoint, body))
    }
    const reply = endpoints.find((endpoint) => endpoint.path === '/api/comments/reply')!
    expect((await send(reply, { commentId: '1', reply: {} })).errors).toEqual({
      'reply.author': QUESTION_MESSAGES.name,
      'reply.email': QUESTION_MESSAGES.email,
      'reply.text': QUESTION_MESSAGES.text,
    })
    const check = endpoints.find((endpoint) => endpoint.path === '/api/pricechecks/newcheck')!
    expect(Object.keys((await send(check, { tubs: [{ brand: 1, model: 2, price: 3 }] })).errors)).toEqual(
      expect.arrayContaining(['tubs.0.brand', 'tubs.0.model', 'tubs.0.price']),
    )
    expect(await stored()).toEqual(before)
  })

  it('answers a body that is not a JSON object with one plain sentence', async () => {
    const before = await stored()
    for (const endpoint of endpoints) {
      for (const body of ['{nope', 'null', '[]', '"text"', '12']) {
        const answer = await send(endpoint, body)
        expect(answer, `${endpoint.path} ${body}`).toEqual({ status: 400, errors: { body: 'Send a JSON object.' } })
      }
    }
    expect(await stored()).toEqual(before)
  })
})
