type Logger = { warn: (entry: { err: unknown; msg: string }) => void }
type PooledClient = { on: (event: 'error', listener: (error: Error) => void) => void }
type Pool = {
  on(event: 'error', listener: (error: Error) => void): void
  on(event: 'connect', listener: (client: PooledClient) => void): void
}
type PostgresAdapter = { connect?: (...args: never[]) => Promise<void>; pool?: Pool; payload: { logger: Logger } }

/**
 * When PostgreSQL restarts it ends every connection. node-postgres reports that as an `error`
 * event, on the pool for an idle connection and on the connection itself for one a transaction
 * holds; an event nobody listens to is an uncaught exception. Logged here instead: the pool drops
 * a broken connection, the statement that used it fails, and the next one gets a fresh connection.
 */
export function logLostConnections(adapter: PostgresAdapter): void {
  const connect = adapter.connect
  if (!connect) return
  adapter.connect = async function (this: PostgresAdapter, ...args: never[]) {
    await connect.apply(this, args)
    const pool = this.pool
    if (!pool) return
    const logger = this.payload.logger
    const lost = (error: Error) => logger.warn({ err: error, msg: '[db] lost a PostgreSQL connection' })
    pool.on('error', lost)
    pool.on('connect', (client) => client.on('error', lost))
  }
}
