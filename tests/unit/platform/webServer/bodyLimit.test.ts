import http from 'node:http'

import { jwtSign } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { MAX_FILE_BYTES } from '@/buyertools/certifiedModels/import/readCecCsv'
import { MAX_VIDEO_BYTES } from '@/content/video/videoFiles'
import { TEXT_MAX_LENGTH } from '@/questions/schemas'

import {
  bodyLimitFor,
  JSON_API_LIMIT,
  PAGE_LIMIT,
  refusedLargeBody,
  routedPath,
  STAFF_CMS_LIMIT,
  UPLOAD_LIMIT,
  WEBHOOK_LIMIT,
} from '@/platform/webServer/bodyLimit'
import { signingKey } from '@/platform/webServer/staffSession'
import { listening, rawRequest, statusOf } from '../../../support/rawHttp'

import { itAnswers } from '../../workedCases'

const KEY = signingKey('unit-test-secret')
/** A login token as Payload signs it (its own jwtSign), for a staff member or a customer collection. */
const token = async (collection = 'users', key = KEY) =>
  (await jwtSign({ fieldsToSign: { collection, id: 1, email: 'staff@example.com' }, secret: key, tokenExpiration: 60 }))
    .token
const staff = await token()
const FORM = 'multipart/form-data; boundary=----x'
const request = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'POST') => ({ method, url, headers })

describe('the body limit of each route family', () => {
  it.each([
    ['/api/comments', JSON_API_LIMIT],
    ['/api/pricechecks/newcheck?x=1', JSON_API_LIMIT],
    ['/api', JSON_API_LIMIT],
    ['/api/webhooks/stripe', WEBHOOK_LIMIT],
    ['/api/webhooks/paypal', WEBHOOK_LIMIT],
    // Payload's REST API without a staff login: logging in, a forgotten password.
    ['/api/cms/videos', JSON_API_LIMIT],
    ['/api/cms/users/login', JSON_API_LIMIT],
    ['/api/cms', JSON_API_LIMIT],
    ['/api/cmsx', JSON_API_LIMIT],
    ['/admin/collections/posts', PAGE_LIMIT],
    ['/guide', PAGE_LIMIT],
    // The path Next routes, when it is not the one sent: the smaller limit of the two.
    ['/api%2Fcomments', JSON_API_LIMIT],
    ['/%61pi/webhooks/stripe', WEBHOOK_LIMIT],
    ['//api//comments', JSON_API_LIMIT],
    ['/\\api/comments', JSON_API_LIMIT],
    ['/api/webhooks%2F..', JSON_API_LIMIT],
  ])('%s may carry %i bytes', (url, limit) => {
    expect(bodyLimitFor(request(url, { 'content-type': FORM }), KEY)).toBe(limit)
  })

  it('lets only staff send a video: a form to an upload collection, to create or update', () => {
    const asStaff = { cookie: `other=1; payload-token=${staff}`, 'content-type': FORM }
    expect(bodyLimitFor(request('/api/cms/videos', asStaff), KEY)).toBe(UPLOAD_LIMIT)
    expect(bodyLimitFor(request('/api/cms/videos?depth=0', asStaff), KEY)).toBe(UPLOAD_LIMIT)
    expect(bodyLimitFor(request('/api/cms/media/12', asStaff, 'PATCH'), KEY)).toBe(UPLOAD_LIMIT)
    expect(
      bodyLimitFor(request('/api/cms/videos', { ...asStaff, cookie: undefined, authorization: `JWT ${staff}` }), KEY),
    ).toBe(UPLOAD_LIMIT)
    expect(
      bodyLimitFor(
        request('/api/cms/videos', { ...asStaff, cookie: undefined, authorization: `Bearer ${staff}` }),
        KEY,
      ),
    ).toBe(UPLOAD_LIMIT)
    // Staff's other writes: more than a stranger's, far less than a video.
    for (const [url, headers, method] of [
      ['/api/cms/videos', { ...asStaff, 'content-type': 'application/json' }, 'POST'],
      ['/api/cms/posts/3', asStaff, 'PATCH'],
      ['/api/cms/videos/3', asStaff, 'PUT'],
      ['/api/cms/videos/3/extra', asStaff, 'POST'],
      ['/api/cms/%76ideos', asStaff, 'POST'],
      ['/api/cms/certified-spa-models/import', asStaff, 'POST'],
    ] as const) {
      expect(bodyLimitFor(request(url, headers, method), KEY), `${method} ${url}`).toBe(STAFF_CMS_LIMIT)
    }
  })

  it('gives a forged, foreign, expired or customer token the small limit', async () => {
    const [header, claims] = staff.split('.')
    const forgedClaims = Buffer.from(JSON.stringify({ collection: 'users', id: 1, exp: 9e9 })).toString('base64url')
    const expired = (await jwtSign({ fieldsToSign: { collection: 'users', id: 1 }, secret: KEY, tokenExpiration: -10 }))
      .token
    for (const bad of [
      `${header}.${forgedClaims}.${staff.split('.')[2]}`,
      `${header}.${claims}.`,
      `${header}.${claims}`,
      'not-a-token',
      await token('users', signingKey('another-secret')),
      await token('customers'),
      expired,
    ]) {
      const headers = { cookie: `payload-token=${bad}`, 'content-type': FORM }
      expect(bodyLimitFor(request('/api/cms/videos', headers), KEY)).toBe(JSON_API_LIMIT)
    }
  })

  itAnswers('reads the path Next routes: decoded, one slash for many, a backslash as a slash', routedPath, [
    ['/api%2Fcms/videos?x=%2F', '/api/cms/videos'],
    ['//api///comments', '/api/comments'],
    ['/a\\b', '/a/b'],
    ['/guide/%E0%A4%A', '/guide/%E0%A4%A'],
  ])

  it('leaves room for the largest legitimate body of each family', () => {
    // A question of TEXT_MAX_LENGTH characters, each up to 3 bytes in UTF-8, and its short fields.
    expect(JSON_API_LIMIT).toBeGreaterThanOrEqual(TEXT_MAX_LENGTH * 3 + 4 * 1024)
    expect(JSON_API_LIMIT).toBeLessThanOrEqual(100 * 1024)
    // The certified models' CSV and its form (src/buyertools/certifiedModels/api/importEndpoint.ts).
    expect(STAFF_CMS_LIMIT).toBeGreaterThanOrEqual(MAX_FILE_BYTES + 64 * 1024)
    expect(UPLOAD_LIMIT).toBeGreaterThan(MAX_VIDEO_BYTES)
  })
})

// A server wired as src/platform/webServer/server.ts wires Next's handler, which reads the whole body, as Next does.
type Seen = { url: string; bytes: number; complete: boolean }
let seen: Seen[] = []
const server = http.createServer((req, res) => {
  if (refusedLargeBody(req, res, bodyLimitFor(req, KEY))) return
  const entry: Seen = { url: req.url ?? '', bytes: 0, complete: false }
  seen.push(entry)
  req.on('data', (chunk: Buffer) => (entry.bytes += chunk.length))
  req.on('error', () => {})
  req.on('end', () => {
    entry.complete = true
    res.end(`read ${entry.bytes}`)
  })
})
let port = 0

beforeAll(async () => {
  port = await listening(server)
})
afterEach(() => {
  seen = []
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

const head = (url: string, header: string) =>
  `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\n${header}\r\n\r\n`
const chunked = (bytes: number, size = 8 * 1024) => {
  const parts: string[] = []
  for (let sent = 0; sent < bytes; sent += size) {
    const length = Math.min(size, bytes - sent)
    parts.push(`${length.toString(16)}\r\n${'x'.repeat(length)}\r\n`)
  }
  return `${parts.join('')}0\r\n\r\n`
}

describe('our server and request bodies over the limit', () => {
  it('refuses a Content-Length over the limit with a JSON 413, before the handler sees the request', async () => {
    const response = await rawRequest(
      port,
      `${head('/api/comments', `Content-Length: ${JSON_API_LIMIT + 1}`)}{"text":"`,
    )
    expect(statusOf(response)).toBe(413)
    expect(response).toContain('{"error":"The request is too large."}')
    expect(seen).toEqual([])
  })

  it('drops the refused bytes and keeps the connection for the next request', async () => {
    const refused =
      `POST /api/comments HTTP/1.1\r\nHost: localhost\r\nContent-Length: ` +
      `${JSON_API_LIMIT + 1}\r\n\r\n${'x'.repeat(JSON_API_LIMIT + 1)}`
    const next = `POST /api/comments HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`
    const response = await rawRequest(port, refused + next)
    expect([...response.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]))).toEqual([413, 200])
    expect(seen).toEqual([{ url: '/api/comments', bytes: 2, complete: true }])
  })

  it('refuses ten megabytes to a webhook the same way, and closes the connection instead of reading them', async () => {
    const keepAlive =
      `POST /api/webhooks/stripe HTTP/1.1\r\nHost: ` +
      `localhost\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n{"id":"evt_1"`
    const response = await rawRequest(port, keepAlive)
    expect(statusOf(response)).toBe(413)
    expect(response).toMatch(/^Connection: close\r$/im)
    expect(seen).toEqual([])
  })

  it('cuts off a chunked body once it passes the limit: 413, closed, the handler never has it whole', async () => {
    const response = await rawRequest(
      port,
      head('/api/comments', 'Transfer-Encoding: chunked') + chunked(JSON_API_LIMIT * 4),
    )
    expect(statusOf(response)).toBe(413)
    expect(response).toContain('{"error":"The request is too large."}')
    expect(seen).toHaveLength(1)
    expect(seen[0]?.complete).toBe(false)
    expect(seen[0]?.bytes).toBeLessThanOrEqual(JSON_API_LIMIT)
  })

  it('lets bodies within the limit through whole, declared or chunked', async () => {
    const declared = await rawRequest(
      port,
      `${head('/api/comments', `Content-Length: ${JSON_API_LIMIT}`)}${'x'.repeat(JSON_API_LIMIT)}`,
    )
    expect(statusOf(declared)).toBe(200)
    expect(declared).toContain(`read ${JSON_API_LIMIT}`)
    const streamed = await rawRequest(
      port,
      head('/api/webhooks/paypal', 'Transfer-Encoding: chunked') + chunked(WEBHOOK_LIMIT),
    )
    expect(statusOf(streamed)).toBe(200)
    expect(streamed).toContain(`read ${WEBHOOK_LIMIT}`)
    expect(seen.map(({ complete }) => complete)).toEqual([true, true])
  })
})
