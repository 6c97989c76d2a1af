// Shared by scripts/serve.mjs (which gives each request its id) and src/http/requestId.ts (which reads
// it for the log; it repeats the header's name, and tests/unit/requestId.test.ts checks that they match).
import { randomUUID } from 'node:crypto'

/** Set by our server on every request to a fresh id; any copy the client sent is dropped. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Gives the request a new id, where the app reads it, and sends it back as X-Request-Id, so a
 * reader's report ("it failed, id …") finds the server's log line. A client's id is never taken:
 * it could name another visitor's request.
 */
export function assignRequestId(req, res) {
  const id = randomUUID()
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader('X-Request-Id', id)
  return id
}
