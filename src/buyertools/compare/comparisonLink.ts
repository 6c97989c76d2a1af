import type { TubCosts } from './model'
import { comparisonSchema, MAX_TUBS, MIN_TUBS, tubCostsSchema, type TubCostsForm } from './schema'

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
 * The tubs a link names without making a valid comparison yet: another tool's first tub
 * (`?n1=…&p1=…&c1=meets`, the five criteria's answer bringing the life and repairs), or a comparison
 * coming back from the running-cost calculator half filled in. Each figure is kept only when it is
 * valid on its own. Null when no tub has a figure or an answer.
 */
export function tubSeedsFromQuery(search: string): TubSeed[] | null {
  if (search.length > 2_000) return null
  const query = new URLSearchParams(search)
  const seeds: TubSeed[] = []
  for (let number = 1; number <= MAX_TUBS; number++) {
    const figures: Partial<TubCostsForm> = {}
    for (const field of FIELDS) {
      const value = query.get(`${KEYS[field]}${number}`)
      if (value !== null && tubCostsSchema.shape[field].safeParse(value).success) figures[field] = value
    }
    const answer = query.get(`c${number}`)
    const criteria = answer === 'meets' || answer === 'fails' ? answer : null
    seeds.push({ figures, criteria })
  }
  const named = (seed: TubSeed) => Object.keys(seed.figures).length > 0 || seed.criteria !== null
  const count = seeds.findLastIndex(named) + 1
  return count ? seeds.slice(0, Math.max(MIN_TUBS, count)) : null
}

/** The running-cost calculator for one tub's energy, carrying the comparison as it stands, finished or not. */
export function energyCalculatorHref(tubs: TubCostsForm[], index: number): string {
  return `/hot-tub-running-cost?${new URLSearchParams({ compare: comparisonQuery(tubs), tub: String(index + 1) })}`
}

/**
 * Back from the calculator with a year's energy: into the comparison it carried, as the energy of
 * the tub it was worked out for (`tubName` names it), or else as the first tub of a new comparison.
 */
export function energyBackToCompare(search: string, dollars: number): { href: string; tubName: string | null } {
  const query = new URLSearchParams(search.length > 4_000 ? '' : search)
  const number = Number(query.get('tub'))
  const seeds = tubSeedsFromQuery(query.get('compare') ?? '')
  if (seeds && Number.isInteger(number) && number >= 1 && number <= MAX_TUBS) {
    const tubs = [...seeds, ...Array.from({ length: number - seeds.length }, () => null)].map(
      (seed) => Object.fromEntries(FIELDS.map((field) => [field, seed?.figures[field] ?? ''])) as TubCostsForm,
    )
    tubs[number - 1]!.energyDollarsPerYear = String(dollars)
    const tubName = tubs[number - 1]!.label.trim() || `Tub ${number}`
    return { href: `/compare-hot-tubs?${comparisonQuery(tubs)}`, tubName }
  }
  return { href: `/compare-hot-tubs?${KEYS.energyDollarsPerYear}1=${dollars}`, tubName: null }
}
