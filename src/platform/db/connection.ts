import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { SQLiteTransaction, type BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import type { Payload, PayloadRequest } from 'payload'

import { isRequest } from '@/platform/unitOfWork/transaction'

import { adapterOf } from './adapterOf'
import { is, type TablesRelationalConfig } from './drizzle'

type Schema = Record<string, unknown>

/**
 * Where a statement runs: the pool (each statement committed at once) or a unit of work's
 * transaction, with the adapter's tables, typed by dialect.
 */
export type Connection =
  | {
      dialect: 'sqlite'
      drizzle: BaseSQLiteDatabase<'async', unknown, Schema, TablesRelationalConfig>
      tables: SQLiteAdapter['tables']
    }
  | {
      dialect: 'postgres'
      drizzle: PgDatabase<PgQueryResultHKT, Schema, TablesRelationalConfig>
      tables: PostgresAdapter['tables']
    }

/** The pool: every statement is committed on its own, outside any unit of work. */
export function poolOf(payload: Payload): Connection {
  const adapter = adapterOf(payload)
  return adapter.dialect === 'postgres'
    ? { dialect: 'postgres', drizzle: adapter.db.drizzle, tables: adapter.db.tables }
    : { dialect: 'sqlite', drizzle: adapter.db.drizzle, tables: adapter.db.tables }
}

const NO_TRANSACTION = 'needs a req with an open transaction (use inTransaction)'

/**
 * The transaction of `req`, for the few writes Payload's API cannot express (an atomic counter,
 * INSERT … ON CONFLICT DO NOTHING). Refuses a `req` without a live transaction, so such a write
 * can never silently land outside its unit of work.
 */
export async function transactionOf(req: PayloadRequest): Promise<Connection> {
  const id = await req.transactionID
  if (id === undefined || id === null) throw new Error(`transactionOf ${NO_TRANSACTION}`)
  const adapter = adapterOf(req.payload)
  const session = adapter.db.sessions[String(id)]?.db
  if (adapter.dialect === 'postgres' && is(session, PgTransaction)) {
    return { dialect: 'postgres', drizzle: session, tables: adapter.db.tables }
  }
  if (adapter.dialect === 'sqlite' && is(session, SQLiteTransaction)) {
    return { dialect: 'sqlite', drizzle: session, tables: adapter.db.tables }
  }
  throw new Error(`transactionOf ${NO_TRANSACTION}`)
}

/** The transaction of a unit of work's `req` when it has one open; otherwise (or given `payload`) the pool. */
export async function connectionOf(scope: Payload | PayloadRequest): Promise<Connection> {
  if (isRequest(scope) && scope.transactionID) return transactionOf(scope)
  return poolOf(isRequest(scope) ? scope.payload : scope)
}
