import { describe, expect, it } from 'vitest'

import { changesPublicBoard } from '@/questions/collections/revalidateBoard'

describe("which question saves expire the page's cached questions", () => {
  it('a new pending or spam submission does not; one that is or was approved does', () => {
    expect(changesPublicBoard({ status: 'pending' })).toBe(false)
    expect(changesPublicBoard({ status: 'spam' })).toBe(false)
    expect(changesPublicBoard({ status: 'pending' }, { status: 'spam' })).toBe(false)
    expect(changesPublicBoard({ status: 'approved' })).toBe(true)
    expect(changesPublicBoard({ status: 'approved' }, { status: 'pending' })).toBe(true)
    expect(changesPublicBoard({ status: 'approved' }, { status: 'approved' })).toBe(true)
    expect(changesPublicBoard({ status: 'spam' }, { status: 'approved' })).toBe(true)
  })
})
