import { createServer, type Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postStaffAction } from '@/staff/postStaffAction'

import { closing, listening } from '../../support/rawHttp'

let server: Server
let base = ''
const seen: string[] = []
const bodies: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    // Answered once the whole body is in, so a test reads what was sent.
    req.on('end', () => {
      bodies.push(body)
      if (req.url === '/done') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}')
      if (req.url === '/refused')
        return res.writeHead(409, { 'Content-Type': 'application/json' }).end('{"errors":[{"message":"Not now."}]}')
      res.writeHead(500).end('<html>broken</html>')
    })
  })
  base = `http://127.0.0.1:${await listening(server)}`
})
afterAll(() => closing(server))

describe('a staff action pressed in the admin', () => {
  it('POSTs, and answers done, the endpoint’s refusal, or what was refused when the answer says nothing', async () => {
    expect(await postStaffAction(`${base}/done`, 'The refund')).toEqual({ ok: true, data: { status: 'ok' } })
    expect(await postStaffAction(`${base}/refused`, 'The refund')).toEqual({ ok: false, message: 'Not now.' })
    expect(await postStaffAction(`${base}/broken`, 'The retry')).toEqual({
      ok: false,
      message: 'The retry was refused (500).',
    })
    expect(seen).toEqual(['POST /done', 'POST /refused', 'POST /broken'])
  })

  it('sends the form it is given, an uploaded file with it', async () => {
    const form = new FormData()
    form.set('file', new File(['Brand,Model\n'], 'spas.csv', { type: 'text/csv' }))
    expect(await postStaffAction(`${base}/done`, 'The import', form)).toMatchObject({ ok: true })
    expect(bodies.at(-1)).toMatch(/filename="spas\.csv"[\s\S]*Brand,Model/)
  })

  it('says the server could not be reached, and throws nothing', async () => {
    expect(await postStaffAction('http://127.0.0.1:9/nothing-listens', 'The refund')).toEqual({
      ok: false,
      message: 'The server could not be reached, so nothing was changed. Try again.',
    })
  })
})
