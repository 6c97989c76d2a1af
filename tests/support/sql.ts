import type { Payload, PayloadRequest } from 'payload'

import { poolOf, transactionOf } from '@/platform/db/connection'
import { sql } from '@/platform/db/drizzle'

type Row = Record<string, unknown>

/**
 * Raw SQL on the test database through the data layer's pool, for fixtures Payload's API cannot
 * make (a trigger that refuses a write, a column written behind Payload's back). Committed at once.
 */
export async function executeSql(payload: Payload, raw: string): Promise<{ rows: Row[] }> {
  const pool = poolOf(payload)
  const result =
    pool.dialect === 'postgres' ? await pool.drizzle.execute(sql.raw(raw)) : await pool.drizzle.run(sql.raw(raw))
  return { rows: (result as { rows?: Row[] }).rows ?? [] }
}

/** Raw SQL inside the unit of work of `req` (a migration's own transaction, say). */
export async function executeSqlIn(req: PayloadRequest, raw: string): Promise<void> {
  const connection = await transactionOf(req)
  if (connection.dialect === 'postgres') await connection.drizzle.execute(sql.raw(raw))
  else await connection.drizzle.run(sql.raw(raw))
}
