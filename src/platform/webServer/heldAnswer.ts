// The one place our web server intercepts what Next writes. At the moment Next would send its
// headers (writeHead, flushHeaders, its first write or its end), `hold` says whether to hold the
// answer back. A held answer's body is collected, nothing goes out, and `release` gets the whole
// body once Next ends, with `res` as it was before (what it sends goes through whatever was
// installed earlier: the compression middleware). Any other answer goes out as Next writes it, streamed.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { chunkBytes } from './chunkBytes'

type Callback = (error?: Error | null) => void
type Chunk = string | Uint8Array

export function holdAnswer(res: ServerResponse, hold: () => boolean, release: (body: Buffer) => void): void {
  const before = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end }
  let holding: boolean | undefined
  const parts: Buffer[] = []
  const decided = () => (holding ??= hold())

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Undecided or held: the status and headers are kept on `res`, for `hold` and `release` to read.
    if (holding !== false) {
      res.statusCode = statusCode
      if (typeof rest[0] === 'string') res.statusMessage = rest[0]
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
      // Raw header arrays (Next writes none) are left to Node: such an answer is never held.
      if (Array.isArray(headers)) holding = false
      else
        for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders))
          if (value !== undefined) res.setHeader(name, value)
    }
    if (decided()) return res
    return (before.writeHead as (...args: unknown[]) => ServerResponse).call(res, statusCode, ...rest)
  } as typeof res.writeHead

  res.flushHeaders = () => {
    if (!decided()) before.flushHeaders.call(res)
  }

  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    if (!decided()) return (before.write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback)
    if (typeof encoding === 'function') callback = encoding
    parts.push(chunkBytes(chunk, encoding))
    callback?.()
    return true
  }) as typeof res.write

  res.end = ((chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!decided()) return (before.end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback)
    if (chunk != null) parts.push(chunkBytes(chunk, encoding))
    Object.assign(res, before)
    if (callback) res.once('finish', () => callback())
    release(Buffer.concat(parts))
    return res
  }) as typeof res.end
}
