import { CEC_DATABASE, type CertifiedModel } from './certifiedModel'
import { normalisedName } from './modelKey'
import { modelName } from './words'

/**
 * The quote's cover against the one the picked model was certified with, compared as the list compares names
 * (`normalisedName`): "Cover-Plus 3", "coverplus3" and "COVER PLUS #3" are one cover.
 */
export type CoverCheck =
  | { outcome: 'differs'; model: CertifiedModel; certified: string; quoted: string }
  | { outcome: 'matches'; model: CertifiedModel; certified: string }
  | { outcome: 'notQuoted'; model: CertifiedModel; certified: string }
  | { outcome: 'notListed'; model: CertifiedModel }

/** Null when no certified model was picked: there is nothing to check the quote's cover against. */
export function checkCover(model: CertifiedModel | null, quotedCover: string): CoverCheck | null {
  if (!model) return null
  const certified = model.coverModel?.trim() ?? ''
  if (normalisedName(certified) === '') return { outcome: 'notListed', model }
  const quoted = quotedCover.trim()
  if (normalisedName(quoted) === '') return { outcome: 'notQuoted', model, certified }
  if (normalisedName(quoted) === normalisedName(certified)) return { outcome: 'matches', model, certified }
  return { outcome: 'differs', model, certified, quoted }
}

export const COVER_DIFFERS = 'The cover on your quote is not the one this tub was certified with'

export type CoverWords = { note: { label: string; text: string } | null; question: string }

/**
 * What the scorecard says about the cover: a note beside the verdict (never a flag: the five criteria decide
 * the build) and a question for the dealer. No cover on the quote is a question only.
 */
export function coverWords(check: CoverCheck): CoverWords {
  const name = modelName(check.model)
  const watts = `${check.model.standbyWatts} W`
  const measured = `The CEC’s standby figure (${watts}) was measured with that cover`
  if (check.outcome === 'differs') {
    return {
      note: {
        label: COVER_DIFFERS,
        text:
          `The California Energy Commission lists the ${name} as tested with the ${check.certified} cover; your ` +
          `quote names ${check.quoted}. ${measured}: a different cover can let more heat out and cost more to run.`,
      },
      question:
        `This tub was certified with the ${check.certified} cover. Why does the quote give ${check.quoted}, and ` +
        `what is the tub’s standby figure with it? Or quote me the ${check.certified}.`,
    }
  }
  if (check.outcome === 'matches') {
    return {
      note: {
        label: 'The cover on your quote is the one this tub was certified with',
        text: `${measured}, so the listed ${watts} holds while the cover stays snug and dry.`,
      },
      question: `Put the ${check.certified} cover in writing on the quote.`,
    }
  }
  if (check.outcome === 'notQuoted') {
    return {
      note: null,
      question: `Is the cover you are quoting the ${check.certified}, the one this tub was certified with?`,
    }
  }
  return {
    note: {
      label: 'Tested cover: not listed',
      text:
        `The California Energy Commission’s listing for the ${name} names no tested cover (listings before 2019 ` +
        'often do not), so we cannot check the cover on your quote against it.',
    },
    question: 'Which cover was this tub tested with for its energy label, and is it the one you are quoting?',
  }
}

export const CEC_SOURCE = { name: CEC_DATABASE.name, url: CEC_DATABASE.url }
