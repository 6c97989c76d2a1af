import type { Payload } from 'payload'

import { poolOf } from '../connection'
import { and, eq, gte, isNull, lt, ne, sql, type SQL } from '../drizzle'
import type { ColumnName, StatementTable } from '../columns'
import { selectFromAnyRow, type ColumnOf } from '../rows'

/** A span of time rows are counted in: from `start`, up to but not including `end`. */
export type TallyWeek = { start: Date; end: Date }

/** What each row adds to a figure: 1 (it counts rows), or its `sum` column, 0 for a row where `zeroWhen` holds. */
export type TallyFigure<Column extends string> =
  { count: true } | { sum: Column; zeroWhen?: { column: Column; equals: string } }

export type TallyQuery<Table extends StatementTable, K extends string> = {
  /** The date column that places a row in a week. */
  date: ColumnName<Table>
  /** Which rows count at all (besides falling in the weeks): these columns empty, these not equal to these values. */
  where?: { isNull?: ColumnName<Table>[]; notEqual?: { [Name in ColumnName<Table>]?: string } }
  figures: Record<K, TallyFigure<ColumnName<Table>>>
}

function rowsWhere<Table extends StatementTable>(
  column: ColumnOf<Table>,
  where: TallyQuery<Table, string>['where'] = {},
): SQL | undefined {
  // Object.entries types every key as a string; these are the query's keys, so the table's columns.
  const notEqual = Object.entries(where.notEqual ?? {}) as [ColumnName<Table>, string][]
  return and(
    ...(where.isNull ?? []).map((name) => isNull(column(name))),
    ...notEqual.map(([name, value]) => ne(column(name), value)),
  )
}

function addend<Table extends StatementTable>(column: ColumnOf<Table>, figure: TallyFigure<ColumnName<Table>>): SQL {
  if ('count' in figure) return sql`1`
  const value = column(figure.sum)
  if (!figure.zeroWhen) return sql`${value}`
  return sql`case when ${eq(column(figure.zeroWhen.column), figure.zeroWhen.equals)} then 0 else ${value} end`
}

/**
 * Per week, the figures of the rows of `tableName` whose date falls in it, counted by the
 * database: one query holding a sub-query per week and figure, each a range on the date column
 * that its index answers without reading the rest of the table.
 */
export async function tallyByWeek<Table extends StatementTable, K extends string>(
  payload: Payload,
  tableName: Table,
  weeks: TallyWeek[],
  query: TallyQuery<Table, K>,
): Promise<Record<K, number[]>> {
  if (weeks.length === 0) throw new Error(`tallyByWeek: no weeks`)
  const names = Object.keys(query.figures) as K[]
  // The sub-queries need a row to be selected from: any one row of the table. An empty table
  // gives no row, and every figure is then 0, as it would have counted.
  const row = await selectFromAnyRow(poolOf(payload), tableName, (column, table) => {
    const date = column(query.date)
    const where = rowsWhere(column, query.where)
    // Dates go in as ISO strings: the form Payload stores on SQLite (text, which compares in date
    // order), and one PostgreSQL reads as a timestamp next to a timestamp column.
    const fields: Record<string, SQL> = {}
    names.forEach((name, figure) => {
      const adds = addend(column, query.figures[name])
      weeks.forEach((week, index) => {
        const inWeek = and(gte(date, week.start.toISOString()), lt(date, week.end.toISOString()), where)
        fields[`f${figure}w${index}`] = sql`(select coalesce(sum(${adds}), 0) from ${table} where ${inWeek})`
      })
    })
    return fields
  })

  // PostgreSQL answers sums as strings (bigint, numeric).
  return Object.fromEntries(
    names.map((name, figure) => [name, weeks.map((_, index) => Number(row[`f${figure}w${index}`] ?? 0))]),
  ) as Record<K, number[]>
}
