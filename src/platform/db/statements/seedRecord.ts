import type { Payload } from 'payload'

import { poolOf } from '../connection'
import { sql } from '../drizzle'

/**
 * The seed's record (`tubwise_seeded`, a table of our own made by a hand-written migration): one row
 * per thing the start-up seed created once or found there, such as `content:guide.md`. A recorded
 * thing that is gone was deleted by staff, and the seed never creates it again.
 */

/** The recorded items that start with `prefix`. */
export async function seededItems(payload: Payload, prefix: string): Promise<Set<string>> {
  const connection = poolOf(payload)
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const query = sql`SELECT item FROM tubwise_seeded WHERE item LIKE ${like} ESCAPE '\\'`
  // node-postgres answers { rows }; libsql's drizzle answers the rows themselves.
  const rows =
    connection.dialect === 'postgres'
      ? ((await connection.drizzle.execute(query)) as unknown as { rows: { item: string }[] }).rows
      : await connection.drizzle.all<{ item: string }>(query)
  return new Set(rows.map((row) => row.item))
}

/** Records `items` as seeded (each once; recording one again changes nothing). */
export async function recordSeeded(payload: Payload, items: string[]): Promise<void> {
  if (!items.length) return
  const connection = poolOf(payload)
  const values = sql.join(
    items.map((item) => sql`(${item})`),
    sql`, `,
  )
  const insert = sql`INSERT INTO tubwise_seeded (item) VALUES ${values} ON CONFLICT (item) DO NOTHING`
  if (connection.dialect === 'postgres') await connection.drizzle.execute(insert)
  else await connection.drizzle.run(insert)
}
