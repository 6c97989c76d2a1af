/**
 * The documents one term occurs in (in one field) and how often, as pairs in one typed array,
 * ordered by document number: compact, and fast to walk when scoring.
 */
export class PostingList {
  private entries = new Int32Array(4)
  private pairs = 0

  get size(): number {
    return this.pairs
  }

  document(at: number): number {
    return this.entries[2 * at]!
  }

  count(at: number): number {
    return this.entries[2 * at + 1]!
  }

  add(document: number, count: number): void {
    if (2 * this.pairs === this.entries.length) {
      const grown = new Int32Array(this.entries.length * 2)
      grown.set(this.entries)
      this.entries = grown
    }
    let at = this.pairs
    // New documents take the highest number, so this is almost always an append.
    if (at > 0 && this.document(at - 1) > document) {
      at = this.position(document)
      this.entries.copyWithin(2 * at + 2, 2 * at, 2 * this.pairs)
    }
    this.entries[2 * at] = document
    this.entries[2 * at + 1] = count
    this.pairs++
  }

  remove(document: number): void {
    const at = this.position(document)
    if (at === this.pairs || this.document(at) !== document) return
    this.entries.copyWithin(2 * at, 2 * at + 2, 2 * this.pairs)
    this.pairs--
  }

  /** Where `document` is, or would go. */
  private position(document: number): number {
    let low = 0
    let high = this.pairs
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.document(middle) < document) low = middle + 1
      else high = middle
    }
    return low
  }
}
