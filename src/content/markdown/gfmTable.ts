/**
 * GitHub-flavoured Markdown tables, read from the lines of a Markdown text
 * (https://github.github.com/gfm/#tables-extension-): a header row, a delimiter row with as many
 * cells (`---`, `:--`, `--:`, `:-:`), then body rows up to the first blank line or line without a
 * pipe. Cells are split at pipes that are not escaped (`\|` is a literal pipe) and trimmed; body
 * rows with too few cells are padded, extra cells dropped. Alignment colons are accepted and
 * ignored: the site sets its own alignment.
 */
export type GfmTable = {
  header: string[]
  rows: string[][]
  /** Index of the table's last line in the lines it was read from. */
  endLineIndex: number
}

const DELIMITER_CELL = /^:?-+:?$/
/** Up to three spaces of indentation; four make a code block in Markdown. */
const INDENT = /^ {0,3}(?! )/

/** The cells of one table row, or null when the line is not a row (no unescaped pipe). */
export function splitTableRow(line: string): string[] | null {
  if (!INDENT.test(line)) return null
  let text = line.trim()
  if (!/(^|[^\\])\|/.test(text)) return null
  if (text.startsWith('|')) text = text.slice(1)
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1)
  const cells: string[] = []
  let cell = ''
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '\\' && text[i + 1] === '|') {
      cell += '|'
      i++
    } else if (char === '|') {
      cells.push(cell.trim())
      cell = ''
    } else {
      cell += char
    }
  }
  cells.push(cell.trim())
  return cells
}

/** The table starting at `start`, or null when the lines there are not one. */
export function readGfmTable(lines: readonly string[], start: number): GfmTable | null {
  const header = splitTableRow(lines[start] ?? '')
  const delimiter = splitTableRow(lines[start + 1] ?? '')
  if (!header || !delimiter || delimiter.length !== header.length) return null
  if (!delimiter.every((cell) => DELIMITER_CELL.test(cell))) return null
  const rows: string[][] = []
  let index = start + 2
  for (; index < lines.length; index++) {
    const line = lines[index] ?? ''
    const cells = line.trim() ? splitTableRow(line) : null
    if (!cells) break
    rows.push(header.map((_, column) => cells[column] ?? ''))
  }
  return { header, rows, endLineIndex: index - 1 }
}
