import { FIELDS, type InvertedIndex } from './invertedIndex'
import type { NearTerm } from './vocabulary'

const BOOSTS = [4, 2, 1] // title, leader, body, in the order of FIELDS
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
// A prefix match or a typo counts for less than the word itself.
const WEIGHTS = { prefix: 0.4, fuzzy: 0.3 }

/** Typos allowed grow with the word: none up to 3 letters, one up to 6, two from 7 (`jaccuzi`, `insullation`). */
const typosAllowed = (term: string): number => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0)

/**
 * BM25 scores of every document for the query's terms (at most 16), summed over the fields with
 * their boosts, and which terms each document matched. Exact and prefix matches come first;
 * typo matches are added only on request, as they cost the most and are rarely needed.
 */
export class QueryScores {
  /** The index terms reached, for marking words in snippets. */
  readonly reached = new Set<string>()
  private readonly scores: Float64Array
  private readonly matched: Uint16Array
  private readonly seen: Set<number>[]

  constructor(
    private readonly index: InvertedIndex,
    private readonly terms: string[],
  ) {
    this.scores = new Float64Array(index.capacity)
    this.matched = new Uint16Array(index.capacity)
    this.seen = terms.map(() => new Set<number>())
    terms.forEach((term, position) => {
      const id = index.vocabulary.idOf(term)
      if (id !== undefined) this.add(position, { id, term, distance: 0 }, 1)
      if (term.length >= 3) {
        for (const near of index.vocabulary.completions(term)) {
          this.add(position, near, (WEIGHTS.prefix * near.term.length) / (near.term.length + 0.3 * near.distance))
        }
      }
    })
  }

  addTypos(): void {
    this.terms.forEach((term, position) => {
      const distance = typosAllowed(term)
      if (!distance) return
      for (const near of this.index.vocabulary.near(term, distance)) {
        this.add(position, near, (WEIGHTS.fuzzy * near.term.length) / (near.term.length + near.distance))
      }
    })
  }

  /** Numbers of the documents that match every term (`all`) or at least one (`any`), in order. */
  matches(mode: 'all' | 'any'): number[] {
    const every = (1 << this.terms.length) - 1
    const found: number[] = []
    for (let number = 0; number < this.matched.length; number++) {
      const matched = this.matched[number]!
      if (mode === 'all' ? matched === every : matched !== 0) found.push(number)
    }
    return found
  }

  /** A document's score; one that matches more of the query's terms counts for more. */
  score(number: number): number {
    let terms = 0
    for (let matched = this.matched[number]!; matched; matched &= matched - 1) terms++
    return this.scores[number]! * terms
  }

  private add(position: number, near: NearTerm, weight: number): void {
    if (this.seen[position]!.has(near.id)) return
    this.seen[position]!.add(near.id)
    this.reached.add(near.term)
    const bit = 1 << position
    const total = this.index.size
    for (let field = 0; field < FIELDS.length; field++) {
      const list = this.index.postings(near.id, field)
      if (!list?.size) continue
      const idf = Math.log(1 + (total - list.size + 0.5) / (list.size + 0.5))
      const scale = weight * BOOSTS[field]! * idf
      const average = this.index.averageLength(field)
      for (let at = 0; at < list.size; at++) {
        const number = list.document(at)
        const count = list.count(at)
        const norm = BM25.k * (1 - BM25.b + (BM25.b * this.index.fieldLength(number, field)) / average)
        this.scores[number]! += scale * (BM25.d + (count * (BM25.k + 1)) / (count + norm))
        this.matched[number]! |= bit
      }
    }
  }
}
