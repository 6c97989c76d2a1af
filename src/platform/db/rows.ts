import type { PgColumn } from 'drizzle-orm/pg-core'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'

import type { ColumnName, StatementTable } from './columns'
import type { Connection } from './connection'
import { getTableColumns, type Column, type SQL, type SQLWrapper, type Table } from './drizzle'

/*
 * The few statement shapes src/platform/db needs, each written once per dialect: drizzle's builders are
 * typed by dialect (a SQLite table does not go into a PostgreSQL query), so each branch is typed
 * by its own adapter. Tables and columns are named as Payload names them (`payload_jobs`,
 * `crm_status`), and typed by the map of the columns statements name (`./columns`): a name it does
 * not list fails the type-check.
 */

/** A column of the statement's table by its name. */
export type ColumnOf<Table extends StatementTable> = (name: ColumnName<Table>) => Column
/** Values for some of a table's columns, by column name. */
export type Values<Table extends StatementTable> = { [Name in ColumnName<Table>]?: unknown }
/** A row as a statement returns it, by column name. */
export type Row = Record<string, unknown>

function tableIn<T>(tables: Record<string, T>, name: string): T {
  const table = tables[name]
  if (!table) throw new Error(`${name} table missing: run the migrations`)
  return table
}

function columnsOf<C extends Column>(columns: Record<string, C>, name: string): (column: string) => C {
  return (column) => {
    const found = columns[column]
    if (!found) throw new Error(`no column ${column} on ${name}`)
    return found
  }
}

/** The connection's table `name`, its columns, and the builder for its dialect. */
function target(connection: Connection, name: string) {
  if (connection.dialect === 'postgres') {
    const table = tableIn(connection.tables, name)
    const column = columnsOf<PgColumn>(getTableColumns(table), name)
    return { dialect: 'postgres' as const, drizzle: connection.drizzle, table, column }
  }
  const table = tableIn(connection.tables, name)
  const column = columnsOf<SQLiteColumn>(getTableColumns(table), name)
  return { dialect: 'sqlite' as const, drizzle: connection.drizzle, table, column }
}

const fields = <C extends Column>(column: (name: string) => C, names: readonly string[]): Record<string, C> =>
  Object.fromEntries(names.map((name) => [name, column(name)]))

/** Does table `name` have column `column`? For a name made at run time. */
export function hasColumn(connection: Connection, name: StatementTable, column: string): boolean {
  return column in getTableColumns(target(connection, name).table)
}

/** UPDATE … SET … WHERE … RETURNING the `returning` columns of each row it changed. */
export async function updateRows<Table extends StatementTable>(
  connection: Connection,
  name: Table,
  query: {
    set: (column: ColumnOf<Table>) => Values<Table>
    where: (column: ColumnOf<Table>) => SQL | undefined
    returning: readonly ColumnName<Table>[]
  },
): Promise<Row[]> {
  const to = target(connection, name)
  const set = query.set(to.column)
  const where = query.where(to.column)
  if (to.dialect === 'postgres') {
    return to.drizzle.update(to.table).set(set).where(where).returning(fields(to.column, query.returning))
  }
  return to.drizzle.update(to.table).set(set).where(where).returning(fields(to.column, query.returning))
}

const keyColumns = <Name extends string>(target: Name | readonly Name[]): Name[] =>
  typeof target === 'string' ? [target] : [...target]

/**
 * INSERT … ON CONFLICT (`target`: a unique column, or the columns of a unique index) DO NOTHING,
 * or DO UPDATE SET `onConflict.set` (only WHERE `onConflict.setWhere` holds for the row there, when
 * given), RETURNING the `returning` columns of the row written (none when the conflict was left alone).
 */
export async function insertRow<Table extends StatementTable>(
  connection: Connection,
  name: Table,
  query: {
    values: Values<Table>
    onConflict: {
      target: ColumnName<Table> | readonly ColumnName<Table>[]
      set?: (column: ColumnOf<Table>) => Values<Table>
      setWhere?: (column: ColumnOf<Table>) => SQL
    }
    returning: readonly ColumnName<Table>[]
  },
): Promise<Row[]> {
  const to = target(connection, name)
  const set = query.onConflict.set?.(to.column)
  const setWhere = query.onConflict.setWhere?.(to.column)
  if (to.dialect === 'postgres') {
    const insert = to.drizzle.insert(to.table).values(query.values)
    const key = keyColumns(query.onConflict.target).map(to.column)
    const written = set
      ? insert.onConflictDoUpdate({ target: key, set, setWhere })
      : insert.onConflictDoNothing({ target: key })
    return written.returning(fields(to.column, query.returning))
  }
  const insert = to.drizzle.insert(to.table).values(query.values)
  const key = keyColumns(query.onConflict.target).map(to.column)
  const written = set
    ? insert.onConflictDoUpdate({ target: key, set, setWhere })
    : insert.onConflictDoNothing({ target: key })
  return written.returning(fields(to.column, query.returning))
}

/** DELETE … WHERE … */
export async function deleteRows<Table extends StatementTable>(
  connection: Connection,
  name: Table,
  where: (column: ColumnOf<Table>) => SQL | undefined,
): Promise<void> {
  const to = target(connection, name)
  if (to.dialect === 'postgres') await to.drizzle.delete(to.table).where(where(to.column))
  else await to.drizzle.delete(to.table).where(where(to.column))
}

/**
 * The ids of the oldest `limit` rows that match, as a sub-query for an UPDATE … WHERE id IN (…).
 * PostgreSQL: it locks its rows and skips rows another connection is claiming (FOR UPDATE SKIP
 * LOCKED). SQLite: the one UPDATE holds the database's write lock from start to end.
 */
export function oldestIds<Table extends StatementTable>(
  connection: Connection,
  name: Table,
  query: { where: (column: ColumnOf<Table>) => SQL | undefined; oldestBy: ColumnName<Table>; limit: number },
): SQLWrapper {
  const to = target(connection, name)
  const where = query.where(to.column)
  if (to.dialect === 'postgres') {
    return to.drizzle
      .select({ id: to.column('id') })
      .from(to.table)
      .where(where)
      .orderBy(to.column(query.oldestBy))
      .limit(query.limit)
      .for('update', { skipLocked: true })
  }
  return to.drizzle
    .select({ id: to.column('id') })
    .from(to.table)
    .where(where)
    .orderBy(to.column(query.oldestBy))
    .limit(query.limit)
}

/** SELECT `select` FROM the table LIMIT 1: for figures computed by sub-queries over the table itself. */
export async function selectFromAnyRow<Name extends StatementTable>(
  connection: Connection,
  name: Name,
  select: (column: ColumnOf<Name>, table: Table) => Record<string, SQL>,
): Promise<Row> {
  const to = target(connection, name)
  const chosen = select(to.column, to.table)
  const [row] =
    to.dialect === 'postgres'
      ? await to.drizzle.select(chosen).from(to.table).limit(1)
      : await to.drizzle.select(chosen).from(to.table).limit(1)
  return row ?? {}
}
