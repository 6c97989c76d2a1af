/*
 * drizzle-orm's operators, for the statements of src/platform/db only. They are dialect-neutral: the same
 * `eq` or `sql` builds SQL for SQLite and PostgreSQL. drizzle-orm is pinned to the version Payload's
 * adapters use, so there is one copy of it (tests/unit/platform/db/dataLayerBoundary.test.ts checks).
 */
export { and, asc, eq, getTableColumns, gte, inArray, is, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
export type { Column, SQL, SQLWrapper, Table, TablesRelationalConfig } from 'drizzle-orm'
