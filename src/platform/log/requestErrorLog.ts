import type { Instrumentation } from 'next'

import { requestIdOf } from './requestId'

import { log } from './log'

/**
 * A server error Next caught (a page, a route handler, a server action or the proxy threw): one
 * record in the site's log with the request's id. Only the method and the path are taken from the
 * request, never its headers, and the path without its query (form links carry tokens there).
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const path = request.path.split('?')[0] ?? request.path
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : undefined
  log.error(`${request.method} ${path} failed`, {
    requestId: requestIdOf(request.headers),
    error,
    details: { method: request.method, path, route: context.routePath, routeType: context.routeType, digest },
  })
}
