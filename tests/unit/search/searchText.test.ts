import { describe, expect, it } from 'vitest'

import { createInProcessEngine } from '@/search/engine/inProcessEngine'
import { snippetFor } from '@/search/engine/snippet'
import { foldText, processTerm, stem } from '@/search/engine/textProcessing'

import { itAnswers } from '../workedCases'

describe('search text processing', () => {
  it('folds case and accents', () => {
    expect(foldText('Crème BRÛLÉE')).toBe('creme brulee')
  })

  it('stems plurals and common endings to one form', () => {
    expect(stem('pumps')).toBe(stem('pump'))
    expect(stem('filters')).toBe(stem('filter'))
    expect(stem('batteries')).toBe('battery')
    expect(stem('heating')).toBe(stem('heat'))
    expect(stem('clamped')).toBe(stem('clamp'))
    expect(stem('glass')).toBe('glass')
    expect(stem('jets')).toBe('jet')
  })

  it('drops words too common to help', () => {
    expect(processTerm('The')).toBeNull()
    expect(processTerm('Tub’s')).toBe('tub')
  })
})

describe('snippets', () => {
  it('cuts a window around the first match and marks every matching word', () => {
    const text =
      `${'Filler words before. '.repeat(10)}Glued plumbing lines fail, ` +
      `clamped plumbing lines last. ${'More filler after. '.repeat(10)}`
    const parts = snippetFor(text, new Set(['plumb']))
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['plumbing', 'plumbing'])
    expect(parts[0]).toEqual({ text: '… ', match: false })
    expect(parts.map((part) => part.text).join('').length).toBeLessThan(200)
  })
})

describe('the in-process engine', () => {
  const engine = createInProcessEngine()
  engine.replaceAll([
    {
      id: '1',
      title: 'Insulation systems',
      leader: 'Foam and what it does.',
      body: 'Full foam insulation keeps heat in.',
    },
    { id: '2', title: 'Circulation pumps', leader: 'Small pumps that run all day.', body: 'A pump that never stops.' },
    {
      id: '3',
      title: 'Water chemistry',
      leader: 'Chlorine and bromine.',
      body: 'Keep chlorine between the right numbers.',
    },
  ])
  const first = (query: string) => engine.search(query, { offset: 0, limit: 5 }).hits[0]?.id

  itAnswers('matches prefixes, typos and stems', first, [
    ['insul', '1'],
    ['insullation', '1'],
    ['pumps', '2'],
    ['chlorene', '3'],
  ])

  it('forgets removed posts and learns updated ones', () => {
    engine.remove('2')
    expect(first('pump')).toBeUndefined()
    engine.upsert({ id: '3', title: 'Salt systems', leader: 'Salt makes chlorine.', body: 'A salt cell.' })
    expect(first('salt')).toBe('3')
    expect(first('bromine')).toBeUndefined()
  })
})
