/*
 * drizzle-orm's operators, for the statements of src/db only. They are dialect-neutral: the same
 * `eq` or `sql` builds SQL for SQLite and PostgreSQL. The project does not depend on drizzle-orm
 * itself; both adapters ship the same version and re-export it, and this is the one import of it.
 */
export {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  is,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from '@payloadcms/db-sqlite/drizzle'
export type { Column, SQL, SQLWrapper, Table, TablesRelationalConfig } from '@payloadcms/db-sqlite/drizzle'
