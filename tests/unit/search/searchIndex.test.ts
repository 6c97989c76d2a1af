import { describe, expect, it } from 'vitest'

import { bestFirst } from '@/search/engine/bestFirst'
import { createInProcessEngine } from '@/search/engine/inProcessEngine'
import { PostingList } from '@/search/engine/postingList'
import type { SearchDocument } from '@/search/engine/SearchEngine'

/** A deterministic pseudo-random generator, so failures repeat. */
function random(seed: number) {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
}

describe('bestFirst', () => {
  it('picks what a full sort would, ties broken by the lower number', () => {
    const next = random(7)
    const candidates = Array.from({ length: 500 }, (_, index) => index * 3)
    const scores = new Map(candidates.map((candidate) => [candidate, Math.floor(next() * 40)]))
    const sorted = [...candidates].sort((a, b) => scores.get(b)! - scores.get(a)! || a - b)
    for (const count of [1, 8, 31, 200, 600]) {
      expect(bestFirst(candidates, (candidate) => scores.get(candidate)!, count)).toEqual(sorted.slice(0, count))
    }
  })
})

describe('posting lists', () => {
  it('keep documents in order whatever order they come in, and forget removed ones', () => {
    const list = new PostingList()
    for (const document of [2, 5, 9, 1, 7, 3]) list.add(document, document * 10)
    list.remove(5)
    list.remove(4)
    const pairs = Array.from({ length: list.size }, (_, at) => [list.document(at), list.count(at)])
    expect(pairs).toEqual([
      [1, 10],
      [2, 20],
      [3, 30],
      [7, 70],
      [9, 90],
    ])
  })
})

describe('the in-process engine, updated post by post', () => {
  const WORDS = [
    'pump',
    'pumps',
    'heater',
    'insulation',
    'foam',
    'cover',
    'lifter',
    'salt',
    'water',
    'chlorine',
    'shell',
    'acrylic',
    'jets',
    'warranty',
    'dealer',
  ]
  const next = random(11)
  const text = (words: number) =>
    Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
  const post = (id: number): SearchDocument => ({ id: String(id), title: text(3), leader: text(8), body: text(60) })

  it('answers exactly as an index built from scratch from the same posts', () => {
    const engine = createInProcessEngine()
    const posts = new Map(Array.from({ length: 60 }, (_, index) => [String(index), post(index)]))
    engine.replaceAll([...posts.values()])
    for (let change = 0; change < 200; change++) {
      const id = Math.floor(next() * 80)
      if (next() < 0.3) {
        engine.remove(String(id))
        posts.delete(String(id))
      } else {
        const document = post(id)
        engine.upsert(document)
        posts.set(document.id, document)
      }
    }
    const fresh = createInProcessEngine()
    fresh.replaceAll([...posts.values()])
    const answer = (from: typeof engine, query: string) => {
      const { hits, total } = from.search(query, { offset: 0, limit: 1_000 })
      return { total, scores: Object.fromEntries(hits.map((hit) => [hit.id, hit.score])) }
    }
    for (const query of ['pump', 'salt water', 'insul', 'chlorene', 'cover lifter warranty', 'dealer jets foam']) {
      expect(answer(engine, query), query).toEqual(answer(fresh, query))
    }
  })
})
