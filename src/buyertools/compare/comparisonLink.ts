import type { TubCosts } from './model'
import { type CriteriaAnswer, comparisonSchema, MAX_TUBS, MIN_TUBS, tubCostsSchema, type TubCostsForm } from './schema'

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
/** The answer to "does it meet the five criteria?" (`a1=meets`), written only when it is known. */
const ANSWER_KEY = 'a'
const KNOWN_ANSWERS: readonly CriteriaAnswer[] = ['meets', 'failsOne', 'fails']

/** A tub as the link carries it: its figures as typed, and the five criteria's answer when there is one. */
export type LinkedTub = TubCostsForm & { criteria?: CriteriaAnswer }

/** The comparison as an address's query: the figures and answers only, nothing about the visitor. */
export function comparisonQuery(tubs: LinkedTub[]): string {
  const query = new URLSearchParams()
  tubs.slice(0, MAX_TUBS).forEach((tub, index) => {
    for (const field of FIELDS) query.set(`${KEYS[field]}${index + 1}`, tub[field].trim())
    if (tub.criteria && tub.criteria !== 'unknown') query.set(`${ANSWER_KEY}${index + 1}`, tub.criteria)
  })
  return query.toString()
}

/** The answer a link gives for tub `number`; `c1=meets|fails` is how the scorecard's links said it before. */
function answerOf(query: URLSearchParams, number: number): CriteriaAnswer | null {
  const answer = query.get(`${ANSWER_KEY}${number}`) ?? query.get(`c${number}`)
  return KNOWN_ANSWERS.find((known) => known === answer) ?? null
}

/** The tubs an address carries, when they make a valid comparison; otherwise null (the page starts afresh). */
export function comparisonFromQuery(search: string): Required<LinkedTub>[] | null {
  if (search.length > 2_000) return null
  const query = new URLSearchParams(search)
  const tubs: Required<LinkedTub>[] = []
  for (let number = 1; number <= MAX_TUBS && query.has(`${KEYS.priceDollars}${number}`); number++) {
    const figures = Object.fromEntries(FIELDS.map((field) => [field, query.get(`${KEYS[field]}${number}`) ?? '']))
    tubs.push({ ...(figures as TubCostsForm), criteria: answerOf(query, number) ?? 'unknown' })
  }
  return comparisonSchema.safeParse({ tubs }).success ? tubs : null
}

export type TubSeed = { figures: Partial<TubCostsForm>; criteria: CriteriaAnswer | null }

/**
 * The tubs a link names without making a valid comparison yet: another tool's first tub
 * (`?n1=…&p1=…&a1=meets`, the five criteria's answer bringing the life and repairs), or a comparison
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
    seeds.push({ figures, criteria: answerOf(query, number) })
  }
  const named = (seed: TubSeed) => Object.keys(seed.figures).length > 0 || seed.criteria !== null
  const count = seeds.findLastIndex(named) + 1
  return count ? seeds.slice(0, Math.max(MIN_TUBS, count)) : null
}

/** The running-cost calculator for one tub's energy, carrying the comparison as it stands, finished or not. */
export function energyCalculatorHref(tubs: LinkedTub[], index: number): string {
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
    const tubs = [...seeds, ...Array.from({ length: number - seeds.length }, () => null)].map((seed): LinkedTub => ({
      ...(Object.fromEntries(FIELDS.map((field) => [field, seed?.figures[field] ?? ''])) as TubCostsForm),
      ...(seed?.criteria ? { criteria: seed.criteria } : {}),
    }))
    tubs[number - 1]!.energyDollarsPerYear = String(dollars)
    const tubName = tubs[number - 1]!.label.trim() || `Tub ${number}`
    return { href: `/compare-hot-tubs?${comparisonQuery(tubs)}`, tubName }
  }
  return { href: `/compare-hot-tubs?${KEYS.energyDollarsPerYear}1=${dollars}`, tubName: null }
}
