// The one way the site is served (`npm start`, `npm run dev`, `npm run serve`, the end-to-end run):
// Next's request handler inside our own HTTP server. Next lets the client's X-Forwarded-For through
// and fills it only when absent, so a route handler cannot tell the TCP peer from a forged value;
// here every request carries the peer address in a header the client cannot set (see
// src/platform/http/clientAddress.ts), and a path that cannot be decoded reaches Next as one that is not
// found (undecodablePath.ts). A request target that is no path (`GET *`, the absolute
// form) or has dot segments, and TRACE or CONNECT are answered here (requestTarget.ts), and a body
// larger than its route's limit (only staff may send a video) is refused with 413 before Next
// buffers it (bodyLimit.ts). A path with encoded letters or digits (`/gui%64e`) is redirected to
// the path written plainly (plainPath.ts). A stop lets requests in flight finish (drain.ts).
// Build files go out Brotli-compressed to browsers that accept it (brotliStatic.ts);
// everything else is compressed here, not by Next (`compress: false`), because a public page's HTML
// is changed on its way out, in one pipeline (publicPages.ts), and that needs the plain HTML.
// `--dev` serves the development build, its pages as Next writes them.
// scripts/serve.ts bundles this folder with esbuild and calls startWebServer().
import http from 'node:http'
import path from 'node:path'

import compression from 'compression'

import { env } from '@/platform/settings/env'
import { log } from '@/platform/log/log'
import {
  DEVELOPMENT_PAYLOAD_SECRET,
  JOB_RUNNER,
  OPEN_PAYLOAD,
  PEER_HEADER,
  PEER_HEADER_TRUSTED,
  processWide,
} from '@/platform/next/sharedWithWebServer.mjs'

import { logAccess } from './accessLog'
import { bodyLimitFor, refusedLargeBody } from './bodyLimit'
import { brotliStatic } from './brotliStatic'
import { routeConsoleToLog } from './consoleAsLog'
import { drainOnStop } from './drain'
import { pageTransforms } from './pageTransforms'
import { redirectedToPlainPath } from './plainPath'
import { type Middleware, publicPages } from './publicPages'
import { assignRequestId } from './requestId'
import { answerClientError, answeredRequestTarget, refuseConnect } from './requestTarget'
import { signingKey } from './staffSession'
import { refusedBuildFileMethod } from './staticMethods'
import { decodableRequestUrl } from './undecodablePath'

/**
 * Serves the site in `root` (the project folder) on $PORT; `dev` serves the development build. `notes`:
 * what the entry point had to say before the log was set up, written to it first.
 */
export async function startWebServer({
  root,
  dev,
  notes = [],
}: {
  root: string
  dev: boolean
  notes?: string[]
}): Promise<void> {
  // Read and set here, not through env(), which validates every setting: these must be settled before
  // Next loads (Next and React pick their build by NODE_ENV when first imported).
  const settings = process.env as Record<string, string | undefined>
  settings.NODE_ENV ||= dev ? 'development' : 'production'
  settings.NEXT_TELEMETRY_DISABLED ||= '1'
  const port = Number(process.env.PORT || 3000)
  const hostname = 'localhost'

  processWide[PEER_HEADER_TRUSTED] = true
  // Before Next loads: what it prints from then on is a record of the site's log too.
  if (!dev) routeConsoleToLog()
  for (const note of notes) log.info(note)
  // Every setting checked before Next loads: a server that cannot run says why once and ends (serve.ts
  // exits 1), instead of starting Next, which would log the same error three times and keep running.
  const checked = env()

  const { default: next } = await import('next')
  const app = next({ dev, dir: root, hostname, port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const servedBrotli = dev ? () => false : brotliStatic(path.join(root, '.next', 'static'))
  const compress = compression() as unknown as Middleware
  const respond = dev ? compress : publicPages({ transforms: pageTransforms(checked), compress })
  // Payload's key for its login tokens: a staff login lifts the body limit (bodyLimit.ts).
  const tokenKey = signingKey(checked.PAYLOAD_SECRET || DEVELOPMENT_PAYLOAD_SECRET)

  const server = http.createServer((req, res) => {
    // A request on a kept-alive connection while stopping is answered, and its connection closed.
    if (drain.draining) res.setHeader('Connection', 'close')
    // Assigning replaces every copy the client sent (Node joins repeated headers into one value).
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? ''
    // Each request's id, for the log (src/platform/log/log.ts) and in the answer's X-Request-Id.
    const requestId = assignRequestId(req, res)
    if (!dev) logAccess(req, res, requestId)
    if (answeredRequestTarget(req, res)) return
    req.url = decodableRequestUrl(req.url ?? '/')
    if (redirectedToPlainPath(req, res)) return
    if (refusedLargeBody(req, res, bodyLimitFor(req, tokenKey))) return
    if (refusedBuildFileMethod(req.method ?? 'GET', req.url)) {
      res
        .writeHead(405, {
          Allow: 'GET, HEAD',
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .end('Method Not Allowed\n')
      return
    }
    if (servedBrotli(req, res)) return
    respond(req, res, () => {
      handle(req, res).catch((error: unknown) => {
        // A body cut off for its size (413) leaves Next's read of it failing: nothing to report.
        if (res.statusCode !== 413)
          log.error(`${req.method} ${(req.url ?? '/').split('?')[0]} failed`, { requestId, error })
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    })
  })
  // The app's job runner (src/platform/jobs/jobRunner.ts keeps it under this mark): take no more jobs, and let
  // the ones under way finish for a few seconds; a job cut off is run again after its lease.
  const stopJobs = () =>
    Promise.race([processWide[JOB_RUNNER]?.stop(), new Promise((resolve) => setTimeout(resolve, 8_000).unref())])
  const drain = drainOnStop(server, {
    stopJobs,
    close: async () => {
      await app.close()
      await processWide[OPEN_PAYLOAD]?.destroy()
    },
  })
  server.on('connect', refuseConnect)
  server.on('clientError', answerClientError)
  // All interfaces, as `next start` does, unless LISTEN_HOST names one (npm start without a SITE_URL: loopback).
  // A port that cannot be had (taken, not allowed) fails the start.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, process.env.LISTEN_HOST || undefined, () => {
      server.off('error', reject)
      resolve()
    })
  })
  log.info(`ready on http://${hostname}:${port}${dev ? ' (development)' : ''}`)
}
