import { describe, expect, it } from 'vitest'

import { PRICE_CHECK_MESSAGE } from '@/pricecheck/schemas'
import { QUESTION_MESSAGES } from '@/questions/messages'

import { createPage } from '../../../support/pages'
import { testDatabase, useTestPayload } from '../../../support/payload'
import { postJson } from '../../../support/routes'

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>

let newCheck: Handler
let ask: Handler
let post: Handler

const PAGE = 'odd-input'

const payload = useTestPayload(async () => {
  newCheck = (await import('@/app/api/pricechecks/newcheck/route')).POST
  ask = (await import('@/app/api/comments/route')).POST
  post = (await import('@/app/api/content/post/[...idOrSlug]/route')).GET
  await createPage(payload, PAGE, 'Odd input')
})

const send = (handler: Handler, path: string, body: unknown) => postJson(handler, path, body)
const count = async (collection: 'price-checks' | 'comments' | 'leads') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe(`a control character in visitor text (${testDatabase()})`, () => {
  it(
    'POST /api/pricechecks/newcheck: a NUL in the name ' + 'answers 400 with the form message and stores nothing',
    async () => {
      const before = { checks: await count('price-checks'), leads: await count('leads') }
      const response = await send(newCheck, '/api/pricechecks/newcheck', {
        name: 'Nul\u0000Name',
        email: 'pat@example.com',
        zipcode: '90210',
        tubs: [{ brand: 'Northstar Spas', model: 'Polaris 6', price: '9800' }],
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: { name: PRICE_CHECK_MESSAGE } })
      expect({ checks: await count('price-checks'), leads: await count('leads') }).toEqual(before)
    },
  )

  it('POST /api/comments: a NUL in the name answers 400 with the name message and stores nothing', async () => {
    const before = await count('comments')
    const question = {
      page: `/${PAGE}`,
      author: 'Nul\u0000Name',
      email: 'pat@example.com',
      text: '<p>Is this stored?</p>',
    }
    const response = await send(ask, '/api/comments', question)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: { author: QUESTION_MESSAGES.name } })
    // Other invisible characters in the question's text, and a bidi override in the e-mail.
    for (const odd of [
      { text: '<p>Hidden\u0007bell</p>' },
      { text: '<p>a\u2028b</p>' },
      { email: 'pat\u202e@example.com' },
    ]) {
      expect(
        (await send(ask, '/api/comments', { ...question, author: 'Pat Buyer', ...odd })).status,
        JSON.stringify(odd),
      ).toBe(400)
    }
    expect(await count('comments')).toBe(before)
  })
})

describe(`odd URLs (${testDatabase()})`, () => {
  const get = (segments: string[]) =>
    post(new Request(`http://localhost/api/content/post/${segments.map(encodeURIComponent).join('/')}`), {
      params: Promise.resolve({ idOrSlug: segments }),
    })

  it('GET /api/content/post/{key}: keys Next has decoded are not decoded again', async () => {
    // `/api/content/post/100%25` reaches the handler as `100%`; `%E0%A4%A` decoded once more threw.
    for (const key of [['100%'], ['%'], ['%E0%A4%A'], [PAGE, '%E0%A4%A']]) {
      const response = await get(key)
      expect(response.status, key.join('/')).toBe(404)
      expect(await response.json()).toEqual({ error: 'No published post has that id or path.' })
    }
    expect((await get([PAGE])).status).toBe(200)
  })
})
