import { JSON_API_LIMIT, WEBHOOK_LIMIT } from '../../../src/platform/webServer/bodyLimit'
import { SERVED_METHODS } from '../../../src/platform/webServer/requestTarget'
import { rawRequest, statusOf } from '../../support/rawHttp'
import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'

// What our web server (src/platform/webServer) answers before Next, over raw TCP: fetch cannot send these.
describeOnDesktop('our server in front of Next', 'no need to repeat per viewport', () => {
  const send = (baseURL: string, text: string) => rawRequest(Number(new URL(baseURL).port), text)
  const request = (line: string, headers = '') => `${line}\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`

  test('answers GET *, OPTIONS *, methods it does not serve and absolute-form targets itself, never a 500', async ({
    baseURL,
  }) => {
    const answers = []
    for (const line of [
      'GET * HTTP/1.1',
      'OPTIONS * HTTP/1.1',
      'TRACE / HTTP/1.1',
      'CONNECT localhost:443 HTTP/1.1',
      'GET http://localhost/guide HTTP/1.1',
      'PROPFIND /guide HTTP/1.1',
      'SEARCH /api/search HTTP/1.1',
      'FOO / HTTP/1.1',
    ]) {
      const response = await send(baseURL!, request(line))
      answers.push([line, statusOf(response), /^Allow: (.*)\r$/m.exec(response)?.[1] ?? null])
    }
    expect(answers).toEqual([
      ['GET * HTTP/1.1', 400, null],
      ['OPTIONS * HTTP/1.1', 204, SERVED_METHODS],
      ['TRACE / HTTP/1.1', 405, SERVED_METHODS],
      ['CONNECT localhost:443 HTTP/1.1', 405, SERVED_METHODS],
      ['GET http://localhost/guide HTTP/1.1', 400, null],
      ['PROPFIND /guide HTTP/1.1', 405, SERVED_METHODS],
      ['SEARCH /api/search HTTP/1.1', 405, SERVED_METHODS],
      ['FOO / HTTP/1.1', 501, null],
    ])
  })

  test('refuses a target with dot segments, raw or encoded, with 400 before reading its body', async ({ baseURL }) => {
    // Next routes `/api/cms/../tools/used` as `/api/tools/used`: its body limit must not be the CMS's.
    const body = `Content-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n`
    const answers = []
    for (const target of [
      '/api/cms/../tools/used',
      '/api/cms/%2e%2e/tools/used',
      '/api/cms/%2E%2E/tools/used',
      '/api/cms/.%2e/tools/used',
      '/api/cms%2f..%2ftools/used',
      '/api/cms\\..\\tools/used',
      '/a/%2e%2e/guide',
      '/guide/.',
    ]) {
      const started = Date.now()
      const response = await send(baseURL!, `${request(`POST ${target} HTTP/1.1`, body)}{"tool":"`)
      answers.push([target, statusOf(response), Date.now() - started < 2_000])
    }
    expect(answers.filter(([, status, quick]) => status !== 400 || !quick)).toEqual([])
  })

  test('refuses bodies over their route limit with 413, declared or chunked, and keeps serving', async ({
    baseURL,
    request: api,
  }) => {
    const tooLarge = `Content-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n`
    const declared = await send(
      baseURL!,
      `${request('POST /api/utilities/sendMessage HTTP/1.1', tooLarge)}` + `{"subject":"`,
    )
    expect(statusOf(declared)).toBe(413)
    expect(declared).toContain('{"error":"The request is too large."}')

    const webhook = await send(
      baseURL!,
      `${request('POST /api/webhooks/stripe HTTP/1.1', `Content-Length: ${WEBHOOK_LIMIT + 1}\r\n`)}{`,
    )
    expect(statusOf(webhook)).toBe(413)

    const chunk = 'x'.repeat(16 * 1024)
    const chunks = Array.from(
      { length: Math.ceil((JSON_API_LIMIT * 4) / chunk.length) },
      () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`,
    ).join('')
    const chunked = 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'
    const streamed = await send(baseURL!, `${request('POST /api/comments HTTP/1.1', chunked)}${chunks}0\r\n\r\n`)
    expect(statusOf(streamed)).toBe(413)

    expect((await api.get('/api/health')).status()).toBe(200)
  })
})
