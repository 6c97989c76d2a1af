import { describe, expect, it } from 'vitest'

import { isIsoDate } from '@/buyertools/certifiedModels/limits'
import { certifiedModelKey, MAX_SEARCH_WORDS, normalisedName, searchWords } from '@/buyertools/certifiedModels/modelKey'

import { itAnswers } from '../workedCases'

describe('the certified model key', () => {
  it('drops case, spaces, punctuation and accents', () => {
    expect(normalisedName(' Hot-Spring® Spas ')).toBe('hotspringspas')
    expect(normalisedName('Crème  Brûlée')).toBe('cremebrulee')
    expect(certifiedModelKey('Testbrook Spas', 'J-335')).toBe(certifiedModelKey('TESTBROOK  spas.', 'j 335'))
  })

  it('keeps brand and model apart, so a letter moved between them is another model', () => {
    expect(certifiedModelKey('ab', 'c')).toBe('ab:c')
    expect(certifiedModelKey('ab', 'c')).not.toBe(certifiedModelKey('a', 'bc'))
  })
})

describe('the search words', () => {
  it('are the typed words normalised, empty and repeated ones dropped, at most six', () => {
    expect(searchWords('  J-335   testbrook j335 % _ ')).toEqual(['j335', 'testbrook'])
    expect(searchWords('%% __')).toEqual([])
    expect(searchWords('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS)
  })
})

describe('a listing date', () => {
  itAnswers('is a real calendar day as yyyy-mm-dd', isIsoDate, [
    ['2021-03-15', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['3/15/2021', false],
    ['2021-03-15T00:00:00Z', false],
  ])
})
