import { bestFirst } from './bestFirst'
import { InvertedIndex } from './invertedIndex'
import { QueryScores } from './queryScores'
import { MAX_QUERY_LENGTH, type SearchEngine, type SearchPage } from './SearchEngine'
import { snippetFor } from './snippet'
import { processTerm, WORD_PATTERN } from './textProcessing'

const MAX_QUERY_WORDS = 12

/**
 * Typos are looked for only when the words as typed (or as prefixes) match fewer posts than this:
 * next to that many real matches, typo matches add noise, and they cost the most to find.
 */
const ENOUGH_MATCHES = 10

function queryTerms(query: string): string[] {
  const words = (query.slice(0, MAX_QUERY_LENGTH).match(WORD_PATTERN) ?? []).slice(0, MAX_QUERY_WORDS)
  return [...new Set(words.map(processTerm).filter((term): term is string => term !== null))]
}

/**
 * BM25 ranking over title (weighted 4), leader (2) and body (1), with prefix matching (`insul`),
 * typo tolerance, case and accent folding and light stemming, held in this process's memory. Every
 * word must match; when no post has them all, posts matching any word are returned instead.
 */
export function createInProcessEngine(): SearchEngine {
  const index = new InvertedIndex()
  return {
    replaceAll(documents) {
      index.clear()
      for (const document of documents) index.add(document)
    },
    upsert: (document) => index.add(document),
    remove: (id) => index.remove(id),
    search(query, { offset, limit }): SearchPage {
      const terms = queryTerms(query)
      if (terms.length === 0) return { hits: [], total: 0 }
      const scores = new QueryScores(index, terms)
      let found = scores.matches('all')
      if (found.length < ENOUGH_MATCHES) {
        scores.addTypos()
        found = scores.matches('all')
        if (found.length === 0) found = scores.matches('any')
      }
      const hits = bestFirst(found, (number) => scores.score(number), offset + limit)
        .slice(offset)
        .map((number) => {
          const document = index.document(number)!
          const fromBody = snippetFor(document.body, scores.reached)
          const snippet = fromBody.length ? fromBody : snippetFor(document.leader, scores.reached)
          return { id: document.id, score: scores.score(number), snippet }
        })
      return { hits, total: found.length }
    },
  }
}
