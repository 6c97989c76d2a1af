import { describe, expect, it } from 'vitest'

import { checkCover, COVER_DIFFERS, coverWords } from '@/buyertools/certifiedModels/coverCheck'
import { normalisedName } from '@/buyertools/certifiedModels/modelKey'

import { certifiedListing } from '../../support/buyertools'

import { itAnswers } from '../workedCases'

const listed = (coverModel: string | null) => certifiedListing('7', coverModel)

describe('the cover on the quote against the certified one', () => {
  itAnswers('reads covers without case, spaces or punctuation', normalisedName, [
    [' Cover-Plus #3 ', 'coverplus3'],
    ['COVER PLUS 3', 'coverplus3'],
    ['-- ', ''],
  ])

  it('says nothing when no model was picked', () => {
    expect(checkCover(null, 'SmartTop 4')).toBeNull()
  })

  it('does not flag covers that differ only in case, spacing or punctuation', () => {
    const check = checkCover(listed('SmartTop 4-inch Tapered'), 'smarttop 4 inch  TAPERED')
    expect(check?.outcome).toBe('matches')
    expect(coverWords(check!).note?.label).toBe('The cover on your quote is the one this tub was certified with')
  })

  it('names the certified cover, why it matters and a question when the quote’s cover differs', () => {
    const check = checkCover(listed('SmartTop 4-inch Tapered'), 'Value Cover 3')
    expect(check).toEqual({
      outcome: 'differs',
      model: listed('SmartTop 4-inch Tapered'),
      certified: 'SmartTop 4-inch Tapered',
      quoted: 'Value Cover 3',
    })
    const { note, question } = coverWords(check!)
    expect(note?.label).toBe(COVER_DIFFERS)
    expect(note?.text).toContain('lists the Northstar Spas Polaris 6 as tested with the SmartTop 4-inch Tapered cover')
    expect(note?.text).toContain('your quote names Value Cover 3')
    expect(note?.text).toContain('The CEC’s standby figure (198 W) was measured with that cover')
    expect(note?.text).toContain('cost more to run')
    expect(question).toContain('Why does the quote give Value Cover 3')
  })

  it('says the tested cover is not listed when the listing names none, and checks nothing', () => {
    for (const cover of [null, '', '  ']) {
      const check = checkCover(listed(cover), 'Value Cover 3')
      expect(check?.outcome).toBe('notListed')
      const { note, question } = coverWords(check!)
      expect(note?.label).toBe('Tested cover: not listed')
      expect(note?.label).not.toBe(COVER_DIFFERS)
      expect(question).toBe(
        'Which cover was this tub tested with for its energy label, and is it the one you are quoting?',
      )
    }
  })

  it('asks which cover the quote includes when the buyer typed none, without a note', () => {
    const check = checkCover(listed('SmartTop 4-inch Tapered'), ' ')
    expect(check?.outcome).toBe('notQuoted')
    expect(coverWords(check!)).toEqual({
      note: null,
      question: 'Is the cover you are quoting the SmartTop 4-inch Tapered, the one this tub was certified with?',
    })
  })
})
