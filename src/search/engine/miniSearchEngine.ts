import MiniSearch from 'minisearch'

import { MAX_QUERY_LENGTH, type SearchDocument, type SearchEngine, type SearchPage } from './SearchEngine'
import { snippetFor } from './snippet'
import { processTerm, WORD_PATTERN } from './textProcessing'

const tokenize = (text: string): string[] => text.match(WORD_PATTERN) ?? []

/** Typos allowed grow with the word: none up to 3 letters, one up to 6, two from 7 (`jaccuzi`, `insullation`). */
const fuzzy = (term: string): number | false => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false)

/**
 * BM25 ranking over title (weighted 4), leader (2) and body (1), with prefix matching (`insul`),
 * typo tolerance, case and accent folding and light stemming. Every word must match; when no
 * post has them all, posts matching any word are returned instead.
 */
export function createMiniSearchEngine(): SearchEngine {
  const texts = new Map<string, SearchDocument>()
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'leader', 'body'],
    storeFields: [],
    tokenize,
    processTerm: (term) => processTerm(term) ?? false,
    searchOptions: {
      boost: { title: 4, leader: 2, body: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy,
      // A typo or a prefix match counts for less than the word itself.
      weights: { fuzzy: 0.3, prefix: 0.4 },
    },
  })

  const run = (query: string, combineWith: 'AND' | 'OR') => index.search(query, { combineWith })

  return {
    replaceAll(documents) {
      index.removeAll()
      texts.clear()
      for (const document of documents) texts.set(document.id, document)
      index.addAll(documents)
    },
    upsert(document) {
      if (index.has(document.id)) index.discard(document.id)
      texts.set(document.id, document)
      index.add(document)
    },
    remove(id) {
      if (index.has(id)) index.discard(id)
      texts.delete(id)
    },
    search(rawQuery, { offset, limit }): SearchPage {
      const query = tokenize(rawQuery.slice(0, MAX_QUERY_LENGTH)).slice(0, 12).join(' ')
      if (!query) return { hits: [], total: 0 }
      let results = run(query, 'AND')
      if (results.length === 0) results = run(query, 'OR')
      const hits = results.slice(offset, offset + limit).map((result) => {
        const id = String(result.id)
        const document = texts.get(id)
        const matched = new Set(result.terms)
        const fromBody = document ? snippetFor(document.body, matched) : []
        const snippet = fromBody.length || !document ? fromBody : snippetFor(document.leader, matched)
        return { id, score: result.score, snippet }
      })
      return { hits, total: results.length }
    },
  }
}
