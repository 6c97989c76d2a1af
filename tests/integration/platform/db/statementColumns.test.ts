import { describe, expect, it } from 'vitest'

import { STATEMENT_COLUMNS } from '@/platform/db/columns'
import { poolOf } from '@/platform/db/connection'
import { getTableColumns } from '@/platform/db/drizzle'

import { testDatabase, useTestPayload } from '../../../support/payload'

const payload = useTestPayload()

describe(`the columns the named statements may name (${testDatabase()})`, () => {
  it('are each a column of its table in the adapter, as the statements name them', () => {
    const { tables } = poolOf(payload)
    const missing = Object.entries(STATEMENT_COLUMNS).flatMap(([table, columns]) => {
      const has = tables[table] ? Object.keys(getTableColumns(tables[table])) : []
      return ['id', ...columns].filter((column) => !has.includes(column)).map((column) => `${table}.${column}`)
    })
    expect(missing).toEqual([])
  })
})
