import { processTerm, WORD_PATTERN } from './textProcessing'
import type { SnippetPart } from './SearchEngine'

const WINDOW = 180

/**
 * A short piece of `text` around the first word that matched, with every matching word marked.
 * `matched` holds index terms (already processed); words are compared after the same processing.
 */
export function snippetFor(text: string, matched: Set<string>): SnippetPart[] {
  const words = [...text.matchAll(WORD_PATTERN)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    hit: matched.has(processTerm(match[0]) ?? ''),
  }))
  const first = words.find((word) => word.hit)
  if (!first) return []
  let start = Math.max(0, first.start - 60)
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  let end = Math.min(text.length, start + WINDOW)
  if (end < text.length) end = text.lastIndexOf(' ', end) > first.end ? text.lastIndexOf(' ', end) : end

  const parts: SnippetPart[] = []
  if (start > 0) parts.push({ text: '… ', match: false })
  let cursor = start
  for (const word of words) {
    if (!word.hit || word.start < start || word.end > end) continue
    if (word.start > cursor) parts.push({ text: text.slice(cursor, word.start), match: false })
    parts.push({ text: text.slice(word.start, word.end), match: true })
    cursor = word.end
  }
  if (cursor < end) parts.push({ text: text.slice(cursor, end), match: false })
  if (end < text.length) parts.push({ text: ' …', match: false })
  return parts
}
