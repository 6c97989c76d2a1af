import { DatabaseBusyError } from './sqliteWriteGate'

/**
 * PostgreSQL: at most `pool size - 2` transactions at once per server. A transaction keeps one
 * pooled connection until it ends, and some steps inside one (the rate limiter's counter, a read
 * made without the transaction's `req`) take a second connection from the same pool. Were every
 * connection held by a transaction waiting for one more, none could finish: a burst of
 * submissions would starve the pool and every request time out. So a transaction waits here for
 * a slot before it takes its connection, and a few connections always stay free for the rest.
 */
const SPARE_CONNECTIONS = 2
const WAIT_LIMIT_MS = 30_000

type TransactionAdapter = {
  beginTransaction: (...args: never[]) => Promise<unknown>
  commitTransaction: (id: unknown) => Promise<void>
  rollbackTransaction: (id: unknown) => Promise<void>
}

/** A counting semaphore whose waiters are served in order and give up after `WAIT_LIMIT_MS`. */
function slots(count: number) {
  let free = count
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else free += 1
  }
  return {
    async take(): Promise<void> {
      if (free > 0) {
        free -= 1
        return
      }
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1)
          reject(new DatabaseBusyError(`no database connection came free within ${WAIT_LIMIT_MS / 1000} s`))
        }, WAIT_LIMIT_MS)
        waiting.push(turn)
      })
    },
    release,
  }
}

/**
 * Makes the adapter's transactions wait for one of `poolSize - 2` slots; the slot is freed when it
 * commits or rolls back.
 */
export function limitPostgresTransactions(adapter: TransactionAdapter, poolSize: number): void {
  const gate = slots(Math.max(1, poolSize - SPARE_CONNECTIONS))
  const open = new Set<unknown>()
  const { beginTransaction, commitTransaction, rollbackTransaction } = adapter
  adapter.beginTransaction = async function (this: unknown, ...args: never[]) {
    await gate.take()
    try {
      const id = await beginTransaction.apply(this, args)
      open.add(id)
      return id
    } catch (error) {
      gate.release()
      throw error
    }
  }
  const ending = (end: (id: unknown) => Promise<void>) =>
    async function (this: unknown, incoming: unknown) {
      const id = incoming instanceof Promise ? await incoming : incoming
      try {
        await end.call(this, id)
      } finally {
        // Only the first commit or rollback of a transaction ends it (later ones are no-ops).
        if (open.delete(id)) gate.release()
      }
    }
  adapter.commitTransaction = ending(commitTransaction)
  adapter.rollbackTransaction = ending(rollbackTransaction)
}
