import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export type DoubleRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}
export type DoubleAnswer = { status: number; body: unknown; headers?: Record<string, string> }

/**
 * A real HTTP server on 127.0.0.1 for a provider's local double: each request is read whole and
 * answered with JSON. `stop()` and `start()` on the same port simulate an outage; `holdAnswers()`
 * a provider that is slow to answer.
 */
export function httpDouble(port: number, handle: (request: DoubleRequest) => DoubleAnswer) {
  let server: Server | undefined
  let held: { arrive: () => void; released: Promise<void> } | undefined

  /** Answers nothing until `release()`; `arrived` settles when a request has come in meanwhile. */
  const holdAnswers = () => {
    let arrive = () => {}
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    held = { arrive, released }
    return {
      arrived,
      release: () => {
        held = undefined
        release()
      },
    }
  }

  const respond = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://double')
    let answer: DoubleAnswer
    try {
      answer = handle({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      })
    } catch (error) {
      answer = { status: 500, body: { error: { message: `the double failed: ${(error as Error).message}` } } }
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers })
    res.end(JSON.stringify(answer.body))
  }

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8')
          if (!held) return respond(req, res, body)
          held.arrive()
          void held.released.then(() => respond(req, res, body))
        })
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      server.closeAllConnections()
      server.close(() => resolve())
    })

  return { url: `http://127.0.0.1:${port}`, start, stop, holdAnswers }
}

/** A double's lookup for a test's controls: the stored item, or an error naming the double and the id. */
export const knownIn =
  <T>(stored: Map<string, T>, missing: string) =>
  (id: string): T => {
    const item = stored.get(id)
    if (!item) throw new Error(`${missing} ${id}`)
    return item
  }

export const randomId = (length: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz') =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => alphabet[byte % alphabet.length]).join('')
