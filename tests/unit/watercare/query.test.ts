import { describe, expect, it } from 'vitest'

import { SPA_CHEMICALS } from '@/commerce/shop/chemicals'
import type { ShopKind } from '@/watercare/shopLinks'
import { careAnswer, careQueryString, EMPTY_VALUES, readCareQuery } from '@/watercare/query'

const filled = {
  ...EMPTY_VALUES,
  gallons: '400',
  sanitiserPpm: '3',
  pH: '7.5',
  totalAlkalinity: '100',
  calciumHardness: '175',
  waterF: '102',
  bathersPerDay: '2',
}

describe('the calculator’s address', () => {
  it('reads its fields only, the first of a repeated one, cut to 20 characters', () => {
    const { values, asked } = readCareQuery({ gallons: ['400', '500'], pH: '7.6', other: 'x', waterF: '1'.repeat(50) })
    expect(asked).toBe(true)
    expect(values.gallons).toBe('400')
    expect(values.pH).toBe('7.6')
    expect(values.waterF).toHaveLength(20)
    expect(values).not.toHaveProperty('other')
  })

  it('asks nothing when it names no field, chlorine chosen', () => {
    expect(readCareQuery({ utm_source: 'x' })).toEqual({ values: EMPTY_VALUES, asked: false })
  })

  it('goes back and forth through the query string', () => {
    const query = Object.fromEntries(new URLSearchParams(careQueryString(filled)))
    expect(readCareQuery(query).values).toEqual(filled)
  })
})

describe('the answer', () => {
  it('gives the plan for readings in range, cyanuric acid left empty', () => {
    const answer = careAnswer(filled)
    expect(answer.ok && answer.plan.steps).toEqual([])
    expect(answer.ok && answer.fields.cyanuricAcid).toBeUndefined()
  })

  it('refuses nonsense naming the field and its range, never a NaN', () => {
    const answer = careAnswer({ ...filled, pH: '20', gallons: '0', waterF: 'warm' })
    expect(answer.ok).toBe(false)
    if (answer.ok) return
    expect(answer.errors.pH).toBe('pH must be between 6 and 9.')
    expect(answer.errors.gallons).toBe('Fill volume must be between 50 and 5,000 gallons.')
    expect(answer.errors.waterF).toBe(
      'Enter water temperature as a number. Water temperature must be between 40 and 110 °F.',
    )
    expect(JSON.stringify(answer)).not.toContain('NaN')
  })

  it('takes the last-fill date when given, and leaves it out when empty', () => {
    expect(careAnswer({ ...filled, lastFilledOn: '2026-10-01' })).toMatchObject({
      ok: true,
      fields: { lastFilledOn: '2026-10-01' },
    })
    const empty = careAnswer({ ...filled, lastFilledOn: '  ' })
    expect(empty.ok && empty.fields.lastFilledOn).toBeUndefined()
    // The address carries it as the form sends it.
    const query = Object.fromEntries(new URLSearchParams(careQueryString({ ...filled, lastFilledOn: '2026-10-01' })))
    expect(readCareQuery(query).values.lastFilledOn).toBe('2026-10-01')
  })

  it('refuses a last-fill date in the future, before 2000 or that is no day, naming the field', () => {
    const message = 'Last filled on must be a day between January 1, 2000 and today.'
    // Two days after today (UTC): past tomorrow, which an owner east of UTC may already be in.
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    for (const lastFilledOn of [future, '1999-12-31', '2026-02-30', 'last spring', '01/10/2026']) {
      const answer = careAnswer({ ...filled, lastFilledOn })
      expect(answer.ok, lastFilledOn).toBe(false)
      expect(!answer.ok && answer.errors.lastFilledOn, lastFilledOn).toBe(message)
      expect(JSON.stringify(answer)).not.toMatch(/NaN|Invalid Date/)
    }
  })

  it('refuses a sanitiser we do not cover', () => {
    const answer = careAnswer({ ...filled, sanitiser: 'biguanide' })
    expect(!answer.ok && answer.errors.sanitiser).toMatch(/^Choose the sanitiser/)
  })
})

describe('the shop’s chemical kinds', () => {
  it('are exactly what the plan may send an owner to buy', () => {
    const kinds = {
      sodiumBicarbonate: true,
      sodiumBisulfate: true,
      sodiumCarbonate: true,
      calciumChloride: true,
      dichlor: true,
      bromineTablets: true,
      sodiumBromide: true,
      enzyme: true,
      clarifier: true,
    } satisfies Record<ShopKind, true>
    expect(SPA_CHEMICALS.map((chemical) => chemical.value).sort()).toEqual(Object.keys(kinds).sort())
  })
})
