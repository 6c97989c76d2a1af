import { describe, expect, it } from 'vitest'

import { type CertifiedModel, SEARCH_LIMIT } from '@/buyertools/certifiedModels/certifiedModel'
import { listingText, modelFigures, pickerStatus } from '@/buyertools/certifiedModels/words'

const model = (n: number, coverModel: string | null = 'SmartTop 4'): CertifiedModel => ({
  id: String(n),
  brand: 'Northstar Spas',
  model: `Polaris ${n}`,
  spaType: 'standard',
  fillVolumeGallons: 1_345,
  standbyWatts: 198,
  coverModel,
  listedOn: null,
})
const answered = (models: CertifiedModel[], listSize: number) =>
  pickerStatus({ status: 'answered', query: 'pola', search: { models, listSize, importedOn: null } })

describe('the model picker’s words', () => {
  it('says nothing before 2 characters, and plainly why there is nothing to pick', () => {
    expect(pickerStatus({ status: 'short' })).toBe('')
    expect(answered([], 0)).toBe(
      'Our list of certified models is empty for now: type the figures from the tub’s label below.',
    )
    expect(answered([], 120)).toBe(
      'No certified model in our list matches “pola”. ' +
        'Check the spelling, or type the figures from the tub’s label below.',
    )
    expect(pickerStatus({ status: 'failed' })).toContain('We could not reach our list just now')
  })

  it('counts the matches, and says when the list was cut at the limit', () => {
    expect(answered([model(1)], 120)).toBe('1 model matches.')
    expect(answered([model(1), model(2), model(3)], 120)).toBe('3 models match.')
    const full = Array.from({ length: SEARCH_LIMIT }, (_, n) => model(n))
    expect(answered(full, 120)).toBe(`The first ${SEARCH_LIMIT} matches: type more of the name to narrow them.`)
  })

  it('shows a listing’s figures with their source and the tested cover', () => {
    expect(modelFigures(model(1))).toBe('1,345 gal, 198 W')
    expect(listingText(model(1))).toBe(
      'Listed by the California Energy Commission: 198 W standby, 1,345 gal, tested with the SmartTop 4 cover.',
    )
    expect(listingText(model(1, null))).toBe(
      'Listed by the California Energy Commission: 198 W standby, 1,345 gal, tested cover not listed.',
    )
  })
})
