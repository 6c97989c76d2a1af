import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { REQUEST_ID_HEADER } from '@/platform/next/sharedWithWebServer.mjs'

/**
 * Gives the request a new id, where the app reads it (src/platform/log/requestId.ts), and sends it back as
 * X-Request-Id, so a reader's report ("it failed, id …") finds the server's log line. A client's id
 * is never taken: it could name another visitor's request.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = randomUUID()
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader('X-Request-Id', id)
  return id
}
