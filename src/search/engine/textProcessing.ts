/** Lower case, accents removed: “Rés” and “res” are the same word. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/**
 * A small English stemmer: enough that plurals and common verb endings meet their stem
 * (`pumps` → `pump`, `filters` → `filter`, `heating` → `heat`, `glued` → `glu`, `batteries` → `battery`).
 * Indexing and queries both pass through it, so it only has to be consistent.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('sses')) return word.slice(0, -2)
  if (/(?:ss|us|is)$/.test(word)) return word
  if (/(?:ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3))
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2))
  return word
}

function undouble(word: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(word) && !/(?:ll|ss|zz)$/.test(word) ? word.slice(0, -1) : word
}

/** Words of a text as the index sees them. */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'with',
])

/** One word → its index term, or null for words too common to help. */
export function processTerm(word: string): string | null {
  let term = remembered.get(word)
  if (term === undefined) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear()
    term = termOf(word)
    remembered.set(word, term)
  }
  return term
}

// Text repeats a small vocabulary, so remembering each word's term makes snippets (which read a
// post's words up to the first match) cheap. Bounded, because queries can bring any word.
const MAX_REMEMBERED = 100_000
const remembered = new Map<string, string | null>()

function termOf(word: string): string | null {
  const folded = foldText(word)
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '')
  if (!folded || STOP_WORDS.has(folded)) return null
  return stem(folded)
}
