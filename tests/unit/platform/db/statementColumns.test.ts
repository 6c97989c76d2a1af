import { describe, expectTypeOf, it } from 'vitest'

import { STATEMENT_COLUMNS, type ColumnName, type StatementTable } from '@/platform/db/columns'
import type { Connection } from '@/platform/db/connection'
import { eq, lt } from '@/platform/db/drizzle'
import { deleteRows, insertRow, updateRows } from '@/platform/db/rows'
import type { stampOnce } from '@/platform/db/statements/stampOnce'
import type { tallyByWeek } from '@/platform/db/statements/tallyByWeek'
import type { Config } from '@/payload-types'

/*
 * Type-level: these cases are checked by the type-check (`npx tsc --noEmit`), not by running them. Each
 * `@ts-expect-error` line must fail to compile; were a wrong name ever accepted, tsc would fail on the
 * directive it no longer needs. The statements below are built, never run.
 */

type Collections = Config['collections']

/** A collection's table as Payload names it: its slug with underscores (`lead-captures`: `lead_captures`). */
type TableOf<Slug extends string> = Slug extends `${infer Head}-${infer Tail}` ? `${Head}_${TableOf<Tail>}` : Slug

/** What a document's fields are named as columns: a field by its name, a group's field as `{group}_{field}`. */
type FieldColumn<Doc> =
  | (keyof Doc & string)
  | {
      [Field in keyof Doc & string]: NonNullable<Doc[Field]> extends readonly unknown[]
        ? never
        : NonNullable<Doc[Field]> extends object
          ? `${Field}_${keyof NonNullable<Doc[Field]> & string}`
          : never
    }[keyof Doc & string]

type ColumnLists = { [Slug in keyof Collections as TableOf<Slug>]: readonly FieldColumn<Collections[Slug]>[] }

describe('the map of the columns the statements may name (src/platform/db/columns.ts)', () => {
  it('names only tables of collections, and only their documents’ fields', () => {
    expectTypeOf<Exclude<StatementTable, keyof ColumnLists>>().toBeNever()
    expectTypeOf(STATEMENT_COLUMNS).toExtend<Partial<ColumnLists>>()
  })

  it('would refuse a table that is no collection’s, or a column that is no field', () => {
    // @ts-expect-error: no collection makes a table spent_tokens
    expectTypeOf<Exclude<StatementTable | 'spent_tokens', keyof ColumnLists>>().toBeNever()
    // @ts-expect-error: the spent form tokens have no field expires_at (their column's key is expiresAt)
    expectTypeOf<{ spent_form_tokens: readonly ['nonce', 'expires_at'] }>().toExtend<Partial<ColumnLists>>()
    expectTypeOf<{ orders: readonly ['crm_dealId', 'shipping_shippedAt'] }>().toExtend<Partial<ColumnLists>>()
  })
})

describe('the named statements’ tables and columns', () => {
  it('accept the columns a table has', () => {
    expectTypeOf<'nonce' | 'expiresAt' | 'id'>().toEqualTypeOf<ColumnName<'spent_form_tokens'>>()
    expectTypeOf<'infoRequestedAt'>().toExtend<ColumnName<'leads' | 'lead_captures'>>()
    expectTypeOf<'spent_form_tokens' | 'tool_visitors'>().toExtend<StatementTable>()
  })

  it('refuse a wrong column name, in every statement shape', () => {
    const statements = (connection: Connection) => [
      insertRow(connection, 'spent_form_tokens', {
        // @ts-expect-error: spent_form_tokens has no column expiresOn
        values: { nonce: 'n', expiresOn: '2026-01-01T00:00:00.000Z' },
        onConflict: { target: 'nonce' },
        returning: ['nonce'],
      }),
      insertRow(connection, 'spent_form_tokens', {
        values: { nonce: 'n', expiresAt: '2026-01-01T00:00:00.000Z' },
        // @ts-expect-error: no column token to be unique on
        onConflict: { target: 'token' },
        returning: ['nonce'],
      }),
      updateRows(connection, 'rate_limits', {
        set: () => ({ hits: 0 }),
        // @ts-expect-error: rate_limits has no column keys
        where: (column) => eq(column('keys'), 'k'),
        returning: ['key'],
      }),
      // @ts-expect-error: tool_visitors has no column expires_at (the column's key is expiresAt)
      deleteRows(connection, 'tool_visitors', (column) => lt(column('expires_at'), '2026-01-01')),
      // @ts-expect-error: there is no table spent_tokens
      deleteRows(connection, 'spent_tokens', (column) => lt(column('expiresAt'), '2026-01-01')),
    ]
    expectTypeOf(statements).toBeFunction()
  })

  it('refuse a wrong column in the statements that take a column from their caller', () => {
    type Stamp = Parameters<typeof stampOnce<'orders'>>[3]
    expectTypeOf<'paidAt'>().toExtend<Stamp>()
    expectTypeOf<'paid_at'>().not.toExtend<Stamp>()
    type Tally = Parameters<typeof tallyByWeek<'orders', 'orders'>>[3]
    // @ts-expect-error: orders has no column paid
    expectTypeOf<{ date: 'paid'; figures: { orders: { count: true } } }>().toExtend<Tally>()
  })
})
