import { groupThousands } from '@/site/numbers'

import { type CertifiedModel, type CertifiedModelSearch, SEARCH_LIMIT } from './certifiedModel'

/** "Northstar Spas Polaris 6": how a picked model is named everywhere. */
export const modelName = (model: Pick<CertifiedModel, 'brand' | 'model'>) => `${model.brand} ${model.model}`

/** "345 gal, 198 W": what a result button shows after the name. */
export const modelFigures = (model: CertifiedModel) =>
  `${groupThousands(model.fillVolumeGallons)} gal, ${groupThousands(model.standbyWatts)} W`

/** The listing's figures with their source, as the tools show a picked model. */
export function listingText(model: CertifiedModel): string {
  const cover = model.coverModel ? `tested with the ${model.coverModel} cover` : 'tested cover not listed'
  return (
    `Listed by the California Energy Commission: ${groupThousands(model.standbyWatts)} W standby, ` +
    `${groupThousands(model.fillVolumeGallons)} gal, ${cover}.`
  )
}

/** Why the listed watts are not the whole story: the same reminder on the page and in the e-mail. */
export const STANDBY_ONLY =
  'The CEC figure is standby only, the lid on and nobody in the water, measured with the tested cover: ' +
  'a different or worn cover changes it.'

/** Where the picker's search stands. */
export type PickerState =
  | { status: 'short' }
  | { status: 'looking' }
  | { status: 'failed' }
  | { status: 'answered'; query: string; search: CertifiedModelSearch }

const LABEL_INSTEAD = 'type the figures from the tub’s label below'

/** What the picker's live region says: how many matched, or plainly why there is nothing to pick. */
export function pickerStatus(state: PickerState): string {
  if (state.status === 'short') return ''
  if (state.status === 'looking') return 'Looking…'
  if (state.status === 'failed') return `We could not reach our list just now: ${LABEL_INSTEAD}.`
  const { search, query } = state
  if (search.listSize === 0) {
    return `Our list of certified models is empty for now: ${LABEL_INSTEAD}.`
  }
  const found = search.models.length
  if (found === 0) {
    return `No certified model in our list matches “${query}”. Check the spelling, or ${LABEL_INSTEAD}.`
  }
  if (found >= SEARCH_LIMIT) return `The first ${found} matches: type more of the name to narrow them.`
  return found === 1 ? '1 model matches.' : `${found} models match.`
}
