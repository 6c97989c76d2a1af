import type { BreakEven, LeftOut, OptionalCost } from './model'

/** The sentences the page and the e-mailed copy share, so both say the same thing about the same sums. */

const COST_NAMES: Record<OptionalCost, string> = {
  installDollars: 'installation',
  energyDollarsPerYear: 'energy',
  suppliesDollarsPerYear: 'chemicals and filters',
  coverDollars: 'new covers',
  repairsDollarsPerYear: 'repairs',
}

/** "A", "A and B", "A, B and C" (or "A, B or C"). */
export const names = (labels: string[], word: 'and' | 'or' = 'and') =>
  labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} ${word} ${labels[labels.length - 1]}`

/**
 * What the comparison leaves out, one sentence a cost: "Tub 2 has no figure for energy: the comparison
 * leaves energy out for both tubs." The costs no tub has a figure for share one sentence.
 */
export function leftOutSentences(leftOut: LeftOut[], tubCount: number): string[] {
  const every = tubCount === 2 ? 'both tubs' : 'all three tubs'
  const nobody = leftOut.filter(({ missingFor }) => missingFor.length === tubCount).map(({ cost }) => COST_NAMES[cost])
  const some = leftOut.filter(({ missingFor }) => missingFor.length < tubCount)
  return [
    ...some.map(({ cost, missingFor }) => {
      const name = COST_NAMES[cost]
      const has = missingFor.length === 1 ? 'has' : 'have'
      return `${names(missingFor)} ${has} no figure for ${name}: the comparison leaves ${name} out for ${every}.`
    }),
    ...(nobody.length ? [`No tub has a figure for ${names(nobody, 'or')}: left out for ${every}.`] : []),
  ]
}

/** What no comparison here counts, said under every result. */
export const NOT_COUNTED =
  'Not counted, for any tub: what money is worth over time (no inflation, no discounting: a dollar in year 10 ' +
  'counts as a dollar today), what a tub fetches if you sell it, interest if you finance it, water, and the ' +
  'delivery and removal when a worn tub is replaced.'

/** How installation is counted, said beside the per-year figures. */
export const INSTALLED_ONCE =
  'Installation is paid once: the wiring and the pad stay when a worn tub is replaced. It is in each total and ' +
  'in the year-by-year sum, but not in the cost per year of service.'

/** The break-even as a sentence. */
export function breakEvenSentence(breakEven: BreakEven): string {
  if (breakEven.kind === 'same-price') return 'The tubs cost the same to buy: compare them per year of service.'
  if (breakEven.kind === 'never') {
    return (
      `Within ${breakEven.years} years, ${breakEven.dearer} never costs less than ${breakEven.cheaper}, ` +
      'even counting each tub bought again when it wears out.'
    )
  }
  return (
    `From year ${breakEven.year}, ${breakEven.dearer} has cost you no more than ${breakEven.cheaper}, ` +
    'counting each tub bought again when it wears out.'
  )
}

/** The break-even as a table cell: "from year 8", "not within 20 years". */
export function breakEvenShort(breakEven: BreakEven): string {
  if (breakEven.kind === 'year') return `from year ${breakEven.year}`
  if (breakEven.kind === 'never') return `not within ${breakEven.years} years`
  return 'same price'
}

/** The caption of the rows that vary the cheaper tub’s life. */
export const longerLifeCaption = (cheaper: string) => `If ${cheaper} lasts longer`
