import { describe, expect, it } from 'vitest'

import { BUYER_TOOLS, priceCheckFrom, toolFromAddress } from '@/site/buyerTools'
import { toolUsedSchema, UNKNOWN_TOOL } from '@/buyertools/usage/schema'
import { newPriceCheckSchema, PRICE_CHECK_MESSAGE } from '@/pricecheck/schemas'

const check = {
  name: 'Pat Buyer',
  email: 'pat@example.com',
  zipcode: '90210',
  tubs: [{ brand: 'Northstar Spas', model: 'Polaris 6', price: '$9,800' }],
}

describe('the buyer tools’ ids', () => {
  it('names each tool once', () => {
    const ids = BUYER_TOOLS.map((tool) => tool.id)
    expect(ids).toContain('runningCost')
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('reads the tool a price check came from, ignoring anything that is not a tool', () => {
    expect(toolFromAddress(new URL(`https://tubwise.example${priceCheckFrom('runningCost')}`).search)).toBe(
      'runningCost',
    )
    expect(toolFromAddress('?from=runningCost&x=1')).toBe('runningCost')
    expect(toolFromAddress('?from=somewhere')).toBeUndefined()
    expect(toolFromAddress('?from=toString')).toBeUndefined()
    expect(toolFromAddress('')).toBeUndefined()
  })
})

describe('POST /api/tools/used’s body', () => {
  it('accepts a tool of ours', () => {
    expect(toolUsedSchema.parse({ tool: 'runningCost' })).toEqual({ tool: 'runningCost' })
  })

  it('refuses an unknown or missing tool with one clear message', () => {
    for (const body of [{ tool: 'scorecardz' }, {}, { tool: 3 }, { tool: '' }]) {
      const result = toolUsedSchema.safeParse(body)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(UNKNOWN_TOOL)
    }
  })
})

describe('a price check’s source', () => {
  it('keeps a tool the request came from', () => {
    expect(newPriceCheckSchema.parse({ ...check, source: 'runningCost' }).source).toBe('runningCost')
  })

  it('is optional, and anything but a tool id is ignored rather than refusing the buyer’s request', () => {
    expect(newPriceCheckSchema.parse(check).source).toBeUndefined()
    expect(newPriceCheckSchema.parse({ ...check, source: 'Google' }).source).toBeUndefined()
    expect(newPriceCheckSchema.parse({ ...check, source: { tool: 'runningCost' } }).source).toBeUndefined()
  })

  it('leaves the form’s single message for the other fields', () => {
    const result = newPriceCheckSchema.safeParse({ ...check, name: '', source: 'runningCost' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PRICE_CHECK_MESSAGE])
  })
})
