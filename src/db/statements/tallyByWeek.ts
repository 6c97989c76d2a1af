import { and, type Column, gte, lt, sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { Week } from '@/staff/dashboard/weeks'

// The drizzle builders used here have the same shape on SQLite and PostgreSQL.
type Table = Record<string, Column>
type Drizzle = {
  select: (fields: Record<string, SQL>) => {
    from: (table: Table) => { limit: (count: number) => Promise<Record<string, unknown>[]> }
  }
}

/** A column of the table by its field name; a name the table lacks is a programming error. */
export type ColumnOf = (name: string) => Column

export type TallyQuery<K extends string> = {
  /** The date field that places a row in a week. */
  date: string
  /** Which rows count at all (besides falling in the weeks). */
  where?: (column: ColumnOf) => SQL | undefined
  /** What each row adds to each figure: `sql\`1\`` counts rows, a column sums it. */
  figures: (column: ColumnOf) => Record<K, SQL>
}

/**
 * Per week, the figures of the rows of `tableName` whose date falls in it, counted by the
 * database: one query holding a sub-query per week and figure, each a range on the date column
 * that its index answers without reading the rest of the table.
 */
export async function tallyByWeek<K extends string>(
  payload: Payload,
  tableName: string,
  weeks: Week[],
  query: TallyQuery<K>,
): Promise<Record<K, number[]>> {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table | undefined> }
  const table = db.tables[tableName]
  if (!table || weeks.length === 0) throw new Error(`tallyByWeek: no table ${tableName}, or no weeks`)
  const column: ColumnOf = (name) => {
    const found = table[name]
    if (!found) throw new Error(`tallyByWeek: no column ${name} on ${tableName}`)
    return found
  }
  const date = column(query.date)
  const figures = query.figures(column)
  const names = Object.keys(figures) as K[]
  const where = query.where?.(column)

  // Dates go in as ISO strings: the form Payload stores on SQLite (text, which compares in date
  // order), and one PostgreSQL reads as a timestamp next to a timestamp column.
  const fields: Record<string, SQL> = {}
  names.forEach((name, figure) =>
    weeks.forEach((week, index) => {
      const inWeek = and(gte(date, week.start.toISOString()), lt(date, week.end.toISOString()), where)
      fields[`f${figure}w${index}`] = sql`(select coalesce(sum(${figures[name]}), 0) from ${table} where ${inWeek})`
    }),
  )
  // The sub-queries need a row to be selected from: any one row of the table. An empty table
  // gives no row, and every figure is then 0, as it would have counted.
  const [row = {}] = await db.drizzle.select(fields).from(table).limit(1)

  // PostgreSQL answers sums as strings (bigint, numeric).
  return Object.fromEntries(
    names.map((name, figure) => [name, weeks.map((_, index) => Number(row[`f${figure}w${index}`] ?? 0))]),
  ) as Record<K, number[]>
}
