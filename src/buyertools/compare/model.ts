/**
 * Two or three tubs compared per year of service: what each costs to own over its life, and the year
 * the dearer one becomes the cheaper. Whole dollars in, whole cents out; the browser runs it as the
 * visitor types and the server runs it for the e-mailed copy, so both always agree.
 */

export type TubCosts = {
  label: string
  priceDollars: number
  lifeYears: number
  /** Electrical work, pad, delivery and crane: paid once; a replacement tub reuses them. */
  installDollars: number
  energyDollarsPerYear: number
  /** Chemicals and filters. */
  suppliesDollarsPerYear: number
  coverDollars: number
  coverEveryYears: number
  repairsDollarsPerYear: number
}

export type OwnershipCost = {
  label: string
  purchaseCents: number
  installCents: number
  energyCents: number
  upkeepCents: number
  totalCents: number
  perYearCents: number
}

/** Our rule of thumb from `how-much-to-pay.md`: a call-out every other year, or a leak repair and a call-out a year. */
export const REPAIRS_DOLLARS_PER_YEAR = { meets: 60, fails: 375 } as const
/** A cover lasts 5 to 7 years. */
export const COVER_EVERY_YEARS = 6

const cents = (dollars: number) => Math.round(dollars * 100)

/** Covers bought after the first over `years` of service (the first comes with the tub). */
export function coversReplaced(years: number, everyYears: number): number {
  return Math.max(0, Math.ceil(years / everyYears) - 1)
}

/** One tub over its own life: purchase, installation, energy and upkeep, and that total per year. */
export function ownershipCost(tub: TubCosts): OwnershipCost {
  const purchaseCents = cents(tub.priceDollars)
  const installCents = cents(tub.installDollars)
  const energyCents = cents(tub.energyDollarsPerYear * tub.lifeYears)
  const upkeepCents = cents(
    (tub.suppliesDollarsPerYear + tub.repairsDollarsPerYear) * tub.lifeYears +
      tub.coverDollars * coversReplaced(tub.lifeYears, tub.coverEveryYears),
  )
  const totalCents = purchaseCents + installCents + energyCents + upkeepCents
  return {
    label: tub.label,
    purchaseCents,
    installCents,
    energyCents,
    upkeepCents,
    totalCents,
    perYearCents: Math.round(totalCents / tub.lifeYears),
  }
}

/**
 * What a tub has cost after `years` of service, bought again each time it wears out (installation
 * stays): the running sum a buyer would pay to keep a tub of this kind in the garden.
 */
export function spentAfter(tub: TubCosts, years: number): number {
  const purchases = Math.max(1, Math.ceil(years / tub.lifeYears))
  const yearly = tub.energyDollarsPerYear + tub.suppliesDollarsPerYear + tub.repairsDollarsPerYear
  let covers = 0
  for (let start = 0; start < years; start += tub.lifeYears) {
    covers += coversReplaced(Math.min(tub.lifeYears, years - start), tub.coverEveryYears)
  }
  return cents(purchases * tub.priceDollars + tub.installDollars + yearly * years + covers * tub.coverDollars)
}

/** The longest horizon the comparison looks at: the longest life among the tubs. */
const horizonOf = (tubs: TubCosts[]) => Math.ceil(Math.max(...tubs.map((tub) => tub.lifeYears)))

export type BreakEven =
  | { kind: 'same-price' }
  | { kind: 'year'; dearer: string; cheaper: string; year: number }
  | { kind: 'never'; dearer: string; cheaper: string; years: number }

/**
 * The first whole year after which the tub with the higher price has cost no more than the cheapest
 * one, each bought again when it wears out; `never` within the longest life compared.
 */
export function breakEven(tubs: TubCosts[]): BreakEven {
  const byPrice = [...tubs].sort((a, b) => a.priceDollars - b.priceDollars)
  const cheaper = byPrice[0]!
  const dearer = byPrice[byPrice.length - 1]!
  if (dearer.priceDollars === cheaper.priceDollars) return { kind: 'same-price' }
  const years = horizonOf(tubs)
  for (let year = 1; year <= years; year++) {
    if (spentAfter(dearer, year) <= spentAfter(cheaper, year)) {
      return { kind: 'year', dearer: dearer.label, cheaper: cheaper.label, year }
    }
  }
  return { kind: 'never', dearer: dearer.label, cheaper: cheaper.label, years }
}

/** Every tub's cost of ownership, and when the dearest catches up with the cheapest. */
export function compareTubs(tubs: TubCosts[]) {
  return { tubs: tubs.map(ownershipCost), breakEven: breakEven(tubs) }
}
