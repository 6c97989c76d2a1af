import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptsBrotli, brotliStatic } from '@/platform/webServer/brotliStatic'

import { closing, listening } from '../../../support/rawHttp'

import { itAnswers } from '../../workedCases'

const script = `console.log(${JSON.stringify('a build file '.repeat(400))})\n`
let server: http.Server
let base: string

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brotli-static-'))
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'a.js'), script)
  fs.writeFileSync(path.join(dir, 'secret.js'), 'secret')
  const served = brotliStatic(path.join(dir, 'static'))
  // What Next would have answered instead.
  server = http.createServer((req, res) => void (served(req, res) || res.end('from next')))
  base = `http://127.0.0.1:${await listening(server)}`
})
afterAll(() => closing(server))

function get(
  pathname: string,
  acceptEncoding: string,
  method = 'GET',
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${pathname}`,
      { method, headers: { 'Accept-Encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('build files in Brotli', () => {
  it('leaves the first request to Next, then answers with the Brotli copy, which decodes to the file', async () => {
    expect((await get('/_next/static/chunks/a.js', 'gzip, br')).body.toString()).toBe('from next')
    await expect
      .poll(async () => (await get('/_next/static/chunks/a.js', 'gzip, br')).headers['content-encoding'])
      .toBe('br')
    const { headers, body } = await get('/_next/static/chunks/a.js', 'gzip, deflate, br')
    expect(headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    })
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script)
    expect(body.length).toBeLessThan(script.length / 10)
    const head = await get('/_next/static/chunks/a.js', 'br', 'HEAD')
    expect([head.headers['content-length'], head.body.length]).toEqual([String(body.length), 0])
  })

  it('leaves to Next a client without Brotli, other files, paths outside the build and missing files', async () => {
    await expect.poll(async () => (await get('/_next/static/chunks/a.js', 'br')).headers['content-encoding']).toBe('br')
    for (const encoding of ['gzip', 'br;q=0, gzip', ''])
      expect((await get('/_next/static/chunks/a.js', encoding)).body.toString()).toBe('from next')
    for (const pathname of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/missing.js',
      '/guide.js',
      '/_next/static/chunks/a.js.map',
    ]) {
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await get(pathname, 'br')).body.toString(), pathname).toBe('from next')
    }
  })

  itAnswers('reads Accept-Encoding as browsers send it', acceptsBrotli, [
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['br;q=0', false],
    ['gzip, brotli', false],
    [undefined, false],
  ])
})
