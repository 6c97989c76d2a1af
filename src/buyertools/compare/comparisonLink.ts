import type { TubCosts } from './model'
import { comparisonSchema, MAX_TUBS, tubCostsSchema, type TubCostsForm } from './schema'

/** Each figure's short name in the address: `?n1=…&p1=…&n2=…`. */
const KEYS: Record<keyof TubCosts, string> = {
  label: 'n',
  priceDollars: 'p',
  lifeYears: 'l',
  installDollars: 'i',
  energyDollarsPerYear: 'e',
  suppliesDollarsPerYear: 's',
  coverDollars: 'c',
  coverEveryYears: 'ce',
  repairsDollarsPerYear: 'r',
}
const FIELDS = Object.keys(KEYS) as (keyof TubCosts)[]

/** The comparison as an address's query: the figures only, nothing about the visitor. */
export function comparisonQuery(tubs: TubCostsForm[]): string {
  const query = new URLSearchParams()
  tubs.slice(0, MAX_TUBS).forEach((tub, index) => {
    for (const field of FIELDS) query.set(`${KEYS[field]}${index + 1}`, tub[field].trim())
  })
  return query.toString()
}

/** The tubs an address carries, when they make a valid comparison; otherwise null (the page starts afresh). */
export function comparisonFromQuery(search: string): TubCostsForm[] | null {
  if (search.length > 2_000) return null
  const query = new URLSearchParams(search)
  const tubs: TubCostsForm[] = []
  for (let number = 1; number <= MAX_TUBS && query.has(`${KEYS.priceDollars}${number}`); number++) {
    tubs.push(
      Object.fromEntries(FIELDS.map((field) => [field, query.get(`${KEYS[field]}${number}`) ?? ''])) as TubCostsForm,
    )
  }
  return comparisonSchema.safeParse({ tubs }).success ? tubs : null
}

export type TubSeed = { figures: Partial<TubCostsForm>; criteria: 'meets' | 'fails' | null }

/**
 * A first tub another tool's link names (`?n1=…&p1=…&e1=…&c1=meets`): each figure kept only when it is
 * valid on its own, and the five criteria's answer, which brings the life and repairs. Null when none.
 */
export function tubSeedFromQuery(search: string): TubSeed | null {
  if (search.length > 2_000) return null
  const query = new URLSearchParams(search)
  const figures: Partial<TubCostsForm> = {}
  for (const field of FIELDS) {
    const value = query.get(`${KEYS[field]}1`)
    if (value !== null && tubCostsSchema.shape[field].safeParse(value).success) figures[field] = value
  }
  const answer = query.get('c1')
  const criteria = answer === 'meets' || answer === 'fails' ? answer : null
  return Object.keys(figures).length || criteria ? { figures, criteria } : null
}
