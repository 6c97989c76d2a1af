import type http from 'node:http'

import { log } from '@/platform/log/log'

/**
 * One access line per request, when its answer is finished or the client gave up: method, path (never
 * the query, which can carry a token), status (499: the client closed first), milliseconds and the
 * request's id. A 404 or 403 leaves its trace here.
 */
export function logAccess(req: http.IncomingMessage, res: http.ServerResponse, requestId: string): void {
  const started = performance.now()
  const method = req.method ?? 'GET'
  const path = (req.url ?? '/').split('?')[0]
  res.once('close', () => {
    const status = res.writableFinished ? res.statusCode : 499
    const ms = Math.round(performance.now() - started)
    log.info('request', { requestId, details: { method, path, status, ms } })
  })
}
