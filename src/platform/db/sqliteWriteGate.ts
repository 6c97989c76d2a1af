/**
 * SQLite allows one writer at a time, and the libsql client runs every statement synchronously on
 * Node's one thread. A transaction takes the client's connection for itself (the client opens a
 * fresh one for everything else) and holds the write lock with `BEGIN IMMEDIATE` until it ends.
 * Left alone, a second unit of work that starts while the first is open gets SQLITE_BUSY at once
 * (a new connection has no busy timeout), or, with one, freezes the whole process in SQLite's
 * busy loop while the lock holder, on the same thread, can never finish.
 *
 * So writers take turns in JavaScript instead: a transaction waits here for the gate, and a write
 * outside any transaction (the per-client rate limiter, Payload's job bookkeeping) waits for the
 * open transaction to end. Reads never wait: in WAL mode they see the last committed state.
 * A transaction begins (and takes the gate) at its first statement, not when Payload opens it:
 * Payload writes outside its own fresh transaction in places (the forgot-password reservation)
 * before using it. Waiting is bounded; past the limit the caller gets an error rather than a hang,
 * which is also what a unit of work gets if it writes outside its own transaction once that has
 * begun (it would wait for itself). Every connection also gets the busy timeout, for other
 * processes on the same file.
 */

import { SQLITE_WRITE_GATE } from '@/platform/next/sharedWithWebServer.mjs'

type Statement = string | { sql: string }
type LibsqlTransaction = { commit: () => Promise<void>; rollback: () => Promise<void>; close: () => void }
type LibsqlClient = {
  execute: (statement: Statement, ...rest: unknown[]) => Promise<unknown>
  batch: (statements: Statement[], ...rest: unknown[]) => Promise<unknown>
  transaction: (...args: unknown[]) => Promise<LibsqlTransaction>
}

const GATED = SQLITE_WRITE_GATE
const READ_ONLY = /^\s*(select|pragma|explain)\b/i

const sqlOf = (statement: Statement) => (typeof statement === 'string' ? statement : statement.sql)

export class DatabaseBusyError extends Error {}

/** A first-come, first-served lock whose waiters give up after `timeoutMs`. */
export function writeGate(timeoutMs: number) {
  let tail: Promise<void> = Promise.resolve()
  return {
    async acquire(): Promise<() => void> {
      let release!: () => void
      const turn = new Promise<void>((resolve) => (release = resolve))
      const previous = tail
      tail = previous.then(() => turn)
      let timer: NodeJS.Timeout | undefined
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)))
      const outcome = await Promise.race([previous.then(() => 'ready' as const), timedOut])
      clearTimeout(timer)
      if (outcome === 'timeout') {
        // Keep the queue moving: this turn passes as soon as it comes.
        release()
        throw new DatabaseBusyError(`the database stayed busy for ${timeoutMs} ms`)
      }
      let released = false
      return () => {
        if (!released) {
          released = true
          release()
        }
      }
    },
  }
}

/** Makes every write on this libsql client wait its turn, and gives each connection the busy timeout. */
export function gateSqliteWrites(client: LibsqlClient, busyTimeoutMs: number): void {
  const marked = client as LibsqlClient & { [GATED]?: true }
  if (marked[GATED]) return
  marked[GATED] = true
  const gate = writeGate(busyTimeoutMs)
  const execute = client.execute.bind(client)
  const batch = client.batch.bind(client)
  const transaction = client.transaction.bind(client)
  const busyTimeout = `PRAGMA busy_timeout = ${busyTimeoutMs}`

  const gated = async <T>(needsGate: boolean, run: () => Promise<T>): Promise<T> => {
    if (!needsGate) return run()
    const release = await gate.acquire()
    try {
      return await run()
    } finally {
      release()
    }
  }

  client.execute = (statement, ...rest) => gated(!READ_ONLY.test(sqlOf(statement)), () => execute(statement, ...rest))
  client.batch = (statements, ...rest) =>
    gated(
      statements.some((s) => !READ_ONLY.test(sqlOf(s))),
      () => batch(statements, ...rest),
    )

  client.transaction = async (...args) => {
    let started: Promise<{ tx: LibsqlTransaction; release: () => void }> | undefined
    const begin = () =>
      (started ??= (async () => {
        const release = await gate.acquire()
        try {
          const tx = await transaction(...args)
          // The client replaces the connection the transaction took; give the new one the timeout too.
          await execute(busyTimeout)
          return { tx, release }
        } catch (error) {
          release()
          throw error
        }
      })())
    const end = async (how: 'commit' | 'rollback') => {
      if (!started) return
      const { tx, release } = await started
      if (how === 'commit') {
        // A failed commit is followed by a rollback, which releases.
        await tx.commit()
        release()
        return
      }
      try {
        await tx.rollback()
      } finally {
        release()
      }
    }
    const lazy: LibsqlTransaction & Pick<LibsqlClient, 'execute' | 'batch'> = {
      execute: async (statement, ...rest) =>
        ((await begin()).tx as unknown as LibsqlClient).execute(statement, ...rest),
      batch: async (statements, ...rest) => ((await begin()).tx as unknown as LibsqlClient).batch(statements, ...rest),
      commit: () => end('commit'),
      rollback: () => end('rollback'),
      close: () => void end('rollback'),
    }
    return lazy
  }
}
