// Cache-tag invalidations shared by every app server on one PostgreSQL database.
//
// A server that revalidates tags records them in a small table and announces them with NOTIFY in
// the same statement; every other server LISTENs and expires the tags in its own cache at once.
// The table lets a server that was disconnected (or just started) catch up on what it missed. It is
// made by a migration (src/platform/db/migrations/postgres, seed_record_and_cache_tags): a server that listens
// before its database is migrated retries until the table is there.
// Plain JavaScript: Next loads the cache handler that uses this with a bare import, outside the
// compiled app.
import { randomUUID } from 'node:crypto'

import pg from 'pg'

export const CHANNEL = 'tubwise_cache_tags'
const TABLE = 'tubwise_cache_tags'
// NOTIFY payloads must stay under 8000 bytes; a longer list is sent as "catch up from the table".
const MAX_PAYLOAD_BYTES = 7_000
const RECONNECT_MIN_MS = 500
const RECONNECT_MAX_MS = 5_000
// Rows written by transactions that were still open when a catch-up read the table: read a little
// further back than the last row seen. Expiring a tag twice only costs one extra render.
const CATCH_UP_OVERLAP_MS = 5_000

const PUBLISH = `WITH recorded AS (
    INSERT INTO ${TABLE} (tag, revalidated_at) SELECT unnest($1::text[]), clock_timestamp()
    ON CONFLICT (tag) DO UPDATE SET revalidated_at = excluded.revalidated_at
    RETURNING tag
  )
  SELECT pg_notify('${CHANNEL}', $2) FROM (SELECT count(*) FROM recorded) AS done`

/** Whether a DATABASE_URL names PostgreSQL (anything else is the single-server SQLite file). */
export function isPostgresUrl(url) {
  return typeof url === 'string' && /^postgres(ql)?:\/\//.test(url)
}

/**
 * Starts listening on `databaseUrl` and returns `{ publish, ready, close }`.
 * `onTags(tags, { at })` runs for every tag another server revalidated: `at` is the time (ms) to
 * expire from, the receipt time for a live notice, the recorded time when catching up at start.
 * @param {{
 *   databaseUrl: string,
 *   onTags: (tags: string[], info: { at: number }) => void,
 *   log?: (message: string) => void,
 * }} options
 */
export function startTagBroadcast({ databaseUrl, onTags, log = (message) => console.warn(message) }) {
  const serverId = randomUUID()
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: 30_000 })
  publisher.on('error', () => undefined) // an idle client's error; the next query reconnects
  let listener = null
  let closed = false
  let reconnectDelay = RECONNECT_MIN_MS
  // Newest revalidated_at seen (ms, database clock); null until the first catch-up.
  let lastSeen = null

  async function catchUp(client) {
    const since = lastSeen === null ? null : new Date(lastSeen - CATCH_UP_OVERLAP_MS)
    const { rows } = await client.query(
      `SELECT tag, revalidated_at FROM ${TABLE} ${since ? 'WHERE revalidated_at > $1' : ''}`,
      since ? [since] : [],
    )
    const firstConnect = lastSeen === null
    for (const row of rows) lastSeen = Math.max(lastSeen ?? 0, row.revalidated_at.getTime())
    lastSeen ??= Date.now()
    if (!rows.length) return
    if (firstConnect) {
      // At start-up, expire each tag from when it was revalidated: pages rendered since stay valid.
      for (const row of rows) onTags([row.tag], { at: row.revalidated_at.getTime() })
    } else {
      onTags(
        rows.map((row) => row.tag),
        { at: Date.now() },
      )
    }
  }

  function onNotification(message) {
    if (message.channel !== CHANNEL || !message.payload) return
    let notice
    try {
      notice = JSON.parse(message.payload)
    } catch {
      return
    }
    if (notice.from === serverId) return
    if (Array.isArray(notice.tags)) {
      onTags(notice.tags, { at: Date.now() })
    } else if (listener) {
      catchUp(listener).catch((error) => log(`[page cache] catch-up failed: ${error.message}`))
    }
  }

  async function connect() {
    const client = new pg.Client({ connectionString: databaseUrl })
    client.on('notification', onNotification)
    client.on('error', () => undefined) // 'end' follows and reconnects
    client.on('end', () => {
      if (listener === client) listener = null
      if (!closed) scheduleReconnect()
    })
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    await catchUp(client)
    listener = client
    reconnectDelay = RECONNECT_MIN_MS
  }

  let reconnectTimer = null
  function scheduleReconnect() {
    if (closed || reconnectTimer) return
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null
      connectOrRetry()
    }, reconnectDelay)
    reconnectTimer.unref?.()
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS)
  }

  function connectOrRetry() {
    return connect().catch((error) => {
      log(`[page cache] cannot listen for cache invalidations yet (${error.message}); retrying`)
      scheduleReconnect()
    })
  }

  const ready = connectOrRetry()

  return {
    serverId,
    /** Resolves once the first connection has caught up (or failed and a retry is scheduled). */
    ready,
    /** Records `tags` and tells the other servers. */
    async publish(tags) {
      if (!tags.length) return
      const full = JSON.stringify({ from: serverId, tags })
      const payload = Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES ? full : JSON.stringify({ from: serverId })
      await publisher.query(PUBLISH, [tags, payload])
    },
    async close() {
      closed = true
      if (reconnectTimer) clearTimeout(reconnectTimer)
      await Promise.allSettled([listener?.end(), publisher.end()])
    },
  }
}
