/**
 * Two or three tubs compared per year of service: what each costs to own over its life, the year the
 * dearer one becomes the cheaper, and how that answer moves if the cheaper tub lasts longer. Whole
 * dollars in, whole cents out; the browser runs it as the visitor types and the server runs it for the
 * e-mailed copy, so both always agree. Why these choices: docs/decisions/0028.
 */

/** One tub's figures; a cost is null when the visitor left it blank (never read as $0). */
export type TubCosts = {
  label: string
  priceDollars: number
  lifeYears: number
  /** Electrical work, pad, delivery and crane: paid once, whatever you buy and however often you replace it. */
  installDollars: number | null
  energyDollarsPerYear: number | null
  /** Chemicals and filters. */
  suppliesDollarsPerYear: number | null
  coverDollars: number | null
  coverEveryYears: number
  repairsDollarsPerYear: number | null
}

/** The costs a visitor may leave blank, in the order the page names them. */
export const OPTIONAL_COSTS = [
  'installDollars',
  'energyDollarsPerYear',
  'suppliesDollarsPerYear',
  'coverDollars',
  'repairsDollarsPerYear',
] as const
export type OptionalCost = (typeof OPTIONAL_COSTS)[number]

/** A tub as the sums see it: every cost a number, a cost left out for all tubs as 0 for all. */
export type CountedTub = { [Key in keyof TubCosts]: NonNullable<TubCosts[Key]> }

export type OwnershipCost = {
  label: string
  purchaseCents: number
  /** Paid once: in the total and the year-by-year sum, never spread over a tub's life. */
  installCents: number
  energyCents: number
  upkeepCents: number
  /** Purchase, installation, energy and upkeep over the tub's life. */
  totalCents: number
  /** Purchase, energy and upkeep over its life, divided by its life: installation is paid once. */
  perYearCents: number
}

/** A cost some tub has no figure for, and so left out for every tub; `missingFor` names those without. */
export type LeftOut = { cost: OptionalCost; missingFor: string[] }

/** Our rule of thumb from `how-much-to-pay.md`: a call-out every other year, or a leak repair and a call-out a year. */
export const REPAIRS_DOLLARS_PER_YEAR = { meets: 60, fails: 375 } as const
/** A cover lasts 5 to 7 years. */
export const COVER_EVERY_YEARS = 6
/** The extra years of life the "if the cheaper tub lasts longer" rows try, after its own. */
export const LONGER_BY_YEARS = [1, 2, 3, 5] as const
/** The schema's longest life: the rows stop there. */
const MOST_YEARS = 40

const cents = (dollars: number) => Math.round(dollars * 100)

/** Covers bought after the first over `years` of service (the first comes with the tub). */
export function coversReplaced(years: number, everyYears: number): number {
  return Math.max(0, Math.ceil(years / everyYears) - 1)
}

/**
 * The costs some tub left blank: each is left out for every tub, so that no tub looks cheaper for a
 * figure nobody typed. A cost every tub left blank is listed too (the page says it is not counted).
 */
export function leftOutCosts(tubs: TubCosts[]): LeftOut[] {
  return OPTIONAL_COSTS.flatMap((cost) => {
    const missingFor = tubs.filter((tub) => tub[cost] === null).map((tub) => tub.label)
    return missingFor.length ? [{ cost, missingFor }] : []
  })
}

/** The tubs with every left-out cost at 0 for all of them. */
function counted(tubs: TubCosts[], leftOut: LeftOut[]): CountedTub[] {
  const out = new Set(leftOut.map(({ cost }) => cost))
  return tubs.map((tub) => {
    const figures = { ...tub } as CountedTub
    for (const cost of OPTIONAL_COSTS) figures[cost] = out.has(cost) ? 0 : (tub[cost] ?? 0)
    return figures
  })
}

const yearlyDollars = (tub: CountedTub) =>
  tub.energyDollarsPerYear + tub.suppliesDollarsPerYear + tub.repairsDollarsPerYear

/** One tub over its own life: purchase, installation, energy and upkeep; per year without the installation. */
function ownershipCost(tub: CountedTub): OwnershipCost {
  const purchaseCents = cents(tub.priceDollars)
  const installCents = cents(tub.installDollars)
  const energyCents = cents(tub.energyDollarsPerYear * tub.lifeYears)
  const upkeepCents = cents(
    (tub.suppliesDollarsPerYear + tub.repairsDollarsPerYear) * tub.lifeYears +
      tub.coverDollars * coversReplaced(tub.lifeYears, tub.coverEveryYears),
  )
  return {
    label: tub.label,
    purchaseCents,
    installCents,
    energyCents,
    upkeepCents,
    totalCents: purchaseCents + installCents + energyCents + upkeepCents,
    perYearCents: Math.round((purchaseCents + energyCents + upkeepCents) / tub.lifeYears),
  }
}

/**
 * What a tub has cost after `years` of service, bought again each time it wears out, installed once:
 * the running sum a buyer would pay to keep a tub of this kind in the garden.
 */
export function spentAfter(tub: CountedTub, years: number): number {
  const purchases = Math.max(1, Math.ceil(years / tub.lifeYears))
  let covers = 0
  for (let start = 0; start < years; start += tub.lifeYears) {
    covers += coversReplaced(Math.min(tub.lifeYears, years - start), tub.coverEveryYears)
  }
  return cents(
    purchases * tub.priceDollars + tub.installDollars + yearlyDollars(tub) * years + covers * tub.coverDollars,
  )
}

export type BreakEven =
  | { kind: 'same-price' }
  | { kind: 'year'; dearer: string; cheaper: string; year: number }
  | { kind: 'never'; dearer: string; cheaper: string; years: number }

/** The cheapest and the dearest tub to buy (the first listed of equals). */
function cheapestAndDearest<Tub extends { priceDollars: number }>(tubs: Tub[]) {
  const byPrice = [...tubs].sort((a, b) => a.priceDollars - b.priceDollars)
  return { cheaper: byPrice[0]!, dearer: byPrice[byPrice.length - 1]! }
}

/**
 * The first whole year after which the tub with the higher price has cost no more than the cheapest
 * one, each bought again when it wears out; `never` within the longest life compared.
 */
function breakEven(tubs: CountedTub[]): BreakEven {
  const { cheaper, dearer } = cheapestAndDearest(tubs)
  if (dearer.priceDollars === cheaper.priceDollars) return { kind: 'same-price' }
  const years = Math.ceil(Math.max(...tubs.map((tub) => tub.lifeYears)))
  for (let year = 1; year <= years; year++) {
    if (spentAfter(dearer, year) <= spentAfter(cheaper, year)) {
      return { kind: 'year', dearer: dearer.label, cheaper: cheaper.label, year }
    }
  }
  return { kind: 'never', dearer: dearer.label, cheaper: cheaper.label, years }
}

export type LongerLife = { lifeYears: number; perYearCents: number; breakEven: BreakEven }

/**
 * How much the answer hangs on the lives we assume: the cheaper tub's cost per year and the
 * break-even if it lasts its own life, then 1, 2, 3 and 5 years longer. Empty when the prices are the same.
 */
function longerLife(tubs: CountedTub[]): LongerLife[] {
  const { cheaper, dearer } = cheapestAndDearest(tubs)
  if (dearer.priceDollars === cheaper.priceDollars) return []
  const lives = [0, ...LONGER_BY_YEARS].map((extra) => cheaper.lifeYears + extra).filter((life) => life <= MOST_YEARS)
  return lives.map((lifeYears) => {
    const varied = tubs.map((tub) => (tub === cheaper ? { ...tub, lifeYears } : tub))
    const longer = varied[tubs.indexOf(cheaper)]!
    return { lifeYears, perYearCents: ownershipCost(longer).perYearCents, breakEven: breakEven(varied) }
  })
}

export type Comparison = {
  leftOut: LeftOut[]
  tubs: OwnershipCost[]
  breakEven: BreakEven
  /** The cheaper tub to buy, whose life the rows vary, and the rows. */
  longerLife: { cheaper: string; rows: LongerLife[] }
}

/** Every tub's cost of ownership, when the dearest catches up with the cheapest, and how that hangs on the lives. */
export function compareTubs(tubs: TubCosts[]): Comparison {
  const leftOut = leftOutCosts(tubs)
  const figures = counted(tubs, leftOut)
  return {
    leftOut,
    tubs: figures.map(ownershipCost),
    breakEven: breakEven(figures),
    longerLife: { cheaper: cheapestAndDearest(figures).cheaper.label, rows: longerLife(figures) },
  }
}
