import { type CriteriaOutcome, defaultLifeYears } from '../../lifeExpectancy'
import { COVER_EVERY_YEARS, REPAIRS_DOLLARS_PER_YEAR } from '../model'
import type { CriteriaAnswer as Criteria, TubCostsForm } from '../schema'

export type { Criteria }
const OUTCOMES: Record<Criteria, CriteriaOutcome> = {
  meets: 'meetsAll',
  failsOne: 'failsOne',
  fails: 'failsTwoOrMore',
  unknown: 'unsettled',
}

/** One tub as the form holds it: its figures as typed, and the answer its defaults follow. */
export type TubForm = TubCostsForm & { criteria: Criteria }

export const newTub = (number: number): TubForm => ({
  label: `Tub ${number}`,
  priceDollars: '',
  lifeYears: '',
  installDollars: '',
  energyDollarsPerYear: '',
  suppliesDollarsPerYear: '',
  coverDollars: '',
  coverEveryYears: String(COVER_EVERY_YEARS),
  repairsDollarsPerYear: '',
  criteria: 'unknown',
})

const lifeFor = (criteria: Criteria) => String(defaultLifeYears(OUTCOMES[criteria]) ?? '')
const repairsFor = (criteria: Criteria) =>
  criteria === 'meets' || criteria === 'fails' ? String(REPAIRS_DOLLARS_PER_YEAR[criteria]) : ''

/** A new answer to "does it meet the five criteria?" brings its life and repairs, unless typed over. */
export function withCriteria(tub: TubForm, criteria: Criteria): TubForm {
  const own = (typed: string, previousDefault: string) => typed !== '' && typed !== previousDefault
  return {
    ...tub,
    criteria,
    lifeYears: own(tub.lifeYears, lifeFor(tub.criteria)) ? tub.lifeYears : lifeFor(criteria),
    repairsDollarsPerYear: own(tub.repairsDollarsPerYear, repairsFor(tub.criteria))
      ? tub.repairsDollarsPerYear
      : repairsFor(criteria),
  }
}

/** The figures the schema checks, as typed: a blank cost stays blank, and the comparison says it is left out. */
export function typedFigures({ criteria: _criteria, ...tub }: TubForm): TubCostsForm {
  return tub
}
