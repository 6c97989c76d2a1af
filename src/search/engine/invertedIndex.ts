import { PostingList } from './postingList'
import type { SearchDocument } from './SearchEngine'
import { processTerm, WORD_PATTERN } from './textProcessing'
import { Vocabulary } from './vocabulary'

/** The searched fields; a field is referred to by its position here. */
export const FIELDS = ['title', 'leader', 'body'] as const

/**
 * The documents, numbered, and for every term and field the documents that hold it. A number freed
 * by a removal goes to the next document added, so numbers stay dense and an update keeps its own.
 */
export class InvertedIndex {
  readonly vocabulary = new Vocabulary()
  private lists: (PostingList | undefined)[] = []
  private documents: (SearchDocument | undefined)[] = []
  private numbers = new Map<string, number>()
  private free: number[] = []
  private lengths = new Int32Array(0)
  private totalLengths: number[] = FIELDS.map(() => 0)
  // Scratch space for counting one field's terms.
  private counts = new Int32Array(0)
  private touched: number[] = []
  // Each word as written → its term's number (-1: not indexed); text repeats a small vocabulary.
  private termIds = new Map<string, number>()

  /** How many documents the index holds. */
  get size(): number {
    return this.numbers.size
  }

  /** Every document number in use is below this. */
  get capacity(): number {
    return this.documents.length
  }

  document(number: number): SearchDocument | undefined {
    return this.documents[number]
  }

  postings(term: number, field: number): PostingList | undefined {
    return this.lists[term * FIELDS.length + field]
  }

  /** How many indexed words the document's field has. */
  fieldLength(number: number, field: number): number {
    return this.lengths[number * FIELDS.length + field]!
  }

  averageLength(field: number): number {
    return this.size ? this.totalLengths[field]! / this.size : 0
  }

  /** Adds the document, or replaces the one with its id. */
  add(document: SearchDocument): void {
    this.remove(document.id)
    const number = this.free.pop() ?? this.documents.length
    this.documents[number] = document
    this.numbers.set(document.id, number)
    if (this.lengths.length < this.documents.length * FIELDS.length)
      this.lengths = grown(this.lengths, this.documents.length * FIELDS.length * 2)
    for (let field = 0; field < FIELDS.length; field++) {
      const length = this.countTerms(document[FIELDS[field]!])
      this.lengths[number * FIELDS.length + field] = length
      this.totalLengths[field]! += length
      for (const term of this.touched) {
        ;(this.lists[term * FIELDS.length + field] ??= new PostingList()).add(number, this.counts[term]!)
        this.counts[term] = 0
      }
      this.touched.length = 0
    }
  }

  remove(id: string): void {
    const number = this.numbers.get(id)
    if (number === undefined) return
    const document = this.documents[number]!
    for (let field = 0; field < FIELDS.length; field++) {
      this.countTerms(document[FIELDS[field]!])
      for (const term of this.touched) {
        this.lists[term * FIELDS.length + field]!.remove(number)
        this.counts[term] = 0
      }
      this.touched.length = 0
      this.totalLengths[field]! -= this.fieldLength(number, field)
    }
    this.documents[number] = undefined
    this.numbers.delete(id)
    this.free.push(number)
  }

  clear(): void {
    this.vocabulary.clear()
    this.termIds.clear()
    this.lists = []
    this.documents = []
    this.numbers.clear()
    this.free = []
    this.totalLengths = FIELDS.map(() => 0)
  }

  /** Counts the terms of `text` into `counts`, listing each new one in `touched`; returns how many words count. */
  private countTerms(text: string): number {
    const words = text.match(WORD_PATTERN) ?? []
    let length = 0
    for (const word of words) {
      let id = this.termIds.get(word)
      if (id === undefined) {
        const term = processTerm(word)
        id = term === null ? -1 : this.vocabulary.intern(term)
        this.termIds.set(word, id)
      }
      if (id < 0) continue
      if (id >= this.counts.length) this.counts = grown(this.counts, Math.max(1024, 2 * id))
      if (this.counts[id] === 0) this.touched.push(id)
      this.counts[id]! += 1
      length++
    }
    return length
  }
}

function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(length)
  larger.set(array)
  return larger
}
