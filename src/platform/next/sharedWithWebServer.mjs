// @ts-check
// The values our web server (src/platform/webServer) and the app share, written once. Plain JavaScript with
// checked JSDoc types: the page cache handler (pageCache/sharedCacheHandler.mjs) imports it too, and
// Next loads that handler with a bare import, outside the compiled app.
//
// Next compiles the app into several bundles (pages, proxy, instrumentation) and loads the cache
// handler and our web server apart from them, all in one process: a module's variable exists once
// per bundle, a `Symbol.for` key on globalThis once per process. Every such key is listed here.

/** Set by the web server on every request to the connection's TCP peer address; any client copy is dropped. */
export const PEER_HEADER = 'x-tubwise-peer'

/**
 * Set by the web server on every request to a fresh id (also sent back as X-Request-Id); any client copy is dropped.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Set by the web server before Next starts. Without it the site was started some other way (bare
 * `next start`), nobody wrote PEER_HEADER, and a copy in a request came from the client.
 */
export const PEER_HEADER_TRUSTED = Symbol.for('tubwise.peerHeaderTrusted')

/** The app's job runner, one per process; the web server stops it on shutdown. */
export const JOB_RUNNER = Symbol.for('tubwise.jobRunner')

/** The Payload client this process opened (src/payloadClient.ts); the web server closes its database on shutdown. */
export const OPEN_PAYLOAD = Symbol.for('tubwise.openPayload')

/** The page cache's tag broadcast and the in-memory tables listening for expired tags. */
export const PAGE_CACHE = Symbol.for('tubwise.pageCache')

/** Marks a SQLite client whose writes already go through the write gate (src/platform/db/sqliteWriteGate.ts). */
export const SQLITE_WRITE_GATE = Symbol.for('tubwise.sqliteWriteGate')

/**
 * The `type` of the inert placeholder each framework script becomes in a public page until its
 * first screen is painted (src/platform/webServer/frameworkAfterFirstScreen.ts); pages and tests look for it.
 */
export const AFTER_FIRST_SCREEN_TYPE = 'text/tubwise-after-first-screen'

/** The largest video staff may upload (the web server's body limit for the CMS is this and its form). */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024

/**
 * The largest body of an upload to the CMS: the video and the form around it (its fields, as
 * `_payload`). Our web server, Payload, Next's proxy and the reference nginx all take this number.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_VIDEO_BYTES + 1024 * 1024

/** The CMS collections staff upload files to (their slugs); only their create and update routes take a big body. */
export const UPLOAD_COLLECTIONS = /** @type {const} */ ({ media: 'media', videos: 'videos' })

/** Payload's secret where none is set, in development only (payload.config.ts refuses it in production). */
export const DEVELOPMENT_PAYLOAD_SECRET = 'tubwise-development-secret-not-for-production'

/**
 * @typedef {{
 *   broadcast: {
 *     ready?: Promise<unknown>,
 *     publish(tags: string[]): Promise<unknown>,
 *     close(): Promise<unknown>,
 *   } | null,
 *   listeners: Set<(tags: string[]) => void>,
 *   runtimeFolders: Map<string, { from: string, to: string }[]>,
 * }} PageCacheState
 */

/**
 * What the process keeps under those keys.
 * @typedef {{
 *   [PEER_HEADER_TRUSTED]?: boolean,
 *   [JOB_RUNNER]?: { stop(): Promise<unknown> },
 *   [OPEN_PAYLOAD]?: { destroy(): Promise<unknown> },
 *   [PAGE_CACHE]?: PageCacheState,
 * }} ProcessWide
 */

/** globalThis, typed for the keys above. */
export const processWide = /** @type {ProcessWide} */ (/** @type {unknown} */ (globalThis))
