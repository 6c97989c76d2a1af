import SearchableMap from 'minisearch/SearchableMap'

/** A term the query reaches by prefix or by a typo, and how far it is from what was typed. */
export type NearTerm = { id: number; term: string; distance: number }

/**
 * Every index term, numbered. A plain map answers exact look-ups (the hot path when indexing); a
 * radix tree answers prefix and typo look-ups for queries. Terms stay once seen, even when no
 * document holds them any more: they are few, and an empty term matches nothing.
 */
export class Vocabulary {
  private ids = new Map<string, number>()
  private tree = new SearchableMap<number>()

  get size(): number {
    return this.ids.size
  }

  idOf(term: string): number | undefined {
    return this.ids.get(term)
  }

  /** The term's number, numbering it first when it is new. */
  intern(term: string): number {
    let id = this.ids.get(term)
    if (id === undefined) {
      id = this.ids.size
      this.ids.set(term, id)
      this.tree.set(term, id)
    }
    return id
  }

  /** Longer terms that start with `prefix`. */
  completions(prefix: string): NearTerm[] {
    const found: NearTerm[] = []
    for (const [term, id] of this.tree.atPrefix(prefix)) {
      if (term.length > prefix.length) found.push({ id, term, distance: term.length - prefix.length })
    }
    return found
  }

  /** Other terms within `maxDistance` edits of `term`. */
  near(term: string, maxDistance: number): NearTerm[] {
    const found: NearTerm[] = []
    for (const [other, [id, distance]] of this.tree.fuzzyGet(term, maxDistance)) {
      if (distance > 0) found.push({ id, term: other, distance })
    }
    return found
  }

  clear(): void {
    this.ids.clear()
    this.tree.clear()
  }
}
