import { processTerm, WORD_PATTERN } from './textProcessing'
import type { SnippetPart } from './SearchEngine'

const WINDOW = 180
const BEFORE_FIRST_MATCH = 60

type Word = { text: string; start: number; end: number }

/** The words of `text` from position `from` on, read only as far as the caller goes. */
function* wordsFrom(text: string, from: number): Generator<Word> {
  const pattern = new RegExp(WORD_PATTERN)
  pattern.lastIndex = from
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    yield { text: match[0], start: match.index, end: match.index + match[0].length }
  }
}

/**
 * A short piece of `text` around the first word that matched, with every matching word marked.
 * `matched` holds index terms (already processed); words are compared after the same processing.
 */
export function snippetFor(text: string, matched: Set<string>): SnippetPart[] {
  const isMatch = (word: Word) => matched.has(processTerm(word.text) ?? '')
  let first: Word | undefined
  for (const word of wordsFrom(text, 0)) {
    if (isMatch(word)) {
      first = word
      break
    }
  }
  if (!first) return []
  let start = 0
  if (first.start > BEFORE_FIRST_MATCH) {
    const space = text.indexOf(' ', first.start - BEFORE_FIRST_MATCH)
    start = space >= 0 && space < first.start ? space + 1 : first.start
  }
  let end = Math.min(text.length, start + WINDOW)
  if (end < text.length) end = text.lastIndexOf(' ', end) > first.end ? text.lastIndexOf(' ', end) : end

  const parts: SnippetPart[] = []
  if (start > 0) parts.push({ text: '… ', match: false })
  let cursor = start
  for (const word of wordsFrom(text, start)) {
    if (word.end > end) break
    if (!isMatch(word)) continue
    if (word.start > cursor) parts.push({ text: text.slice(cursor, word.start), match: false })
    parts.push({ text: word.text, match: true })
    cursor = word.end
  }
  if (cursor < end) parts.push({ text: text.slice(cursor, end), match: false })
  if (end < text.length) parts.push({ text: ' …', match: false })
  return parts
}
