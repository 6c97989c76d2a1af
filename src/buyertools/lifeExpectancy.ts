/**
 * How long a tub lasts, from the buyers guide's five criteria: the guide's judgement, not a prediction
 * for any model. One rule for the guide, the scorecard (and its e-mail) and the compare tool's default life.
 */

/** Two or more failed criteria is where the guide's 6 to 8 years applies; one failure has no figure. */
export const SHORT_LIFE_FAILS = 2

/** The guide's ranges, and the year inside each that the compare tool fills in. */
export const LIFE_JUDGEMENT = {
  meetsAll: { fromYears: 15, toYears: 20, defaultYears: 18 },
  failsTwoOrMore: { fromYears: 6, toYears: 8, defaultYears: 7 },
} as const

export type CriteriaOutcome = 'meetsAll' | 'failsOne' | 'failsTwoOrMore' | 'unsettled'
type Answer = 'yes' | 'no' | 'unknown'

/** What the answers to the five criteria settle: a known second failure outranks any unknown. */
export function criteriaOutcome(answers: readonly Answer[]): CriteriaOutcome {
  const fails = answers.filter((answer) => answer === 'no').length
  if (fails >= SHORT_LIFE_FAILS) return 'failsTwoOrMore'
  if (fails === 1) return 'failsOne'
  return answers.every((answer) => answer === 'yes') ? 'meetsAll' : 'unsettled'
}

/** The life the compare tool fills in; null where the guide gives no figure (the buyer types one). */
export function defaultLifeYears(outcome: CriteriaOutcome): number | null {
  if (outcome === 'meetsAll' || outcome === 'failsTwoOrMore') return LIFE_JUDGEMENT[outcome].defaultYears
  return null
}

const { meetsAll, failsTwoOrMore } = LIFE_JUDGEMENT
const longLife = `${meetsAll.fromYears} to ${meetsAll.toYears} years or more`
const shortLife = `${failsTwoOrMore.fromYears} to ${failsTwoOrMore.toYears} years`

/** The judgement in words, as the scorecard and its e-mail print it; null while the answers settle nothing. */
export function lifeJudgement(outcome: CriteriaOutcome): string | null {
  switch (outcome) {
    case 'failsTwoOrMore':
      return (
        `In our judgement, a tub that fails two or more of the criteria tends to last ${shortLife}, ` +
        `against ${longLife} for one that meets all five. That comes from the tubs we have opened, ` +
        'not from a test of this model.'
      )
    case 'failsOne':
      return (
        'One failed criterion shortens a tub’s life, but we have no figure for how much: our ' +
        `${shortLife} is for two or more failures.`
      )
    case 'meetsAll':
      return `In our judgement, a tub that meets all five criteria can last ${longLife} with ordinary care.`
    case 'unsettled':
      return null
  }
}
