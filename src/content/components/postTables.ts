import type { SerializedTableCellNode, SerializedTableNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'

import { HEADS_COLUMN, HEADS_ROW } from '../markdown/tableHeaderStates'

/**
 * How a post's tables are shown, decided once for the page (PostBody) and the API (postHtml):
 * header cells, the caption and the name of the scrolling region around each table.
 */

/** A table node as the renderers receive it: with its caption and the name of its region. */
export type PostTableNode = SerializedTableNode & { caption?: string; label: string }

export type TableCell = {
  tag: 'th' | 'td'
  scope?: 'col' | 'row'
  /** What to render inside the cell: a lone paragraph's contents, so cells hold no `<p>`. */
  content: SerializedLexicalNode[]
  colSpan?: number
  rowSpan?: number
}

type TableLayout = { head: TableCell[][]; body: TableCell[][] }

type WithChildren = SerializedLexicalNode & { children?: SerializedLexicalNode[] }
type TextNode = SerializedLexicalNode & { text: string; format: number }

const BOLD = 1
const childrenOf = (node: SerializedLexicalNode) => (node as WithChildren).children ?? []

function plainText(node: SerializedLexicalNode): string {
  if (node.type === 'text') return (node as TextNode).text
  if (node.type === 'linebreak') return ' '
  return childrenOf(node).map(plainText).join('')
}

/** A paragraph of bold text only, the caption rule of content/README.md. */
function captionText(node: SerializedLexicalNode | undefined): string | null {
  if (node?.type !== 'paragraph') return null
  const parts = childrenOf(node)
  if (!parts.length || !parts.every((part) => part.type === 'text' && ((part as TextNode).format & BOLD) !== 0))
    return null
  return plainText(node).trim() || null
}

const headerTexts = (table: SerializedTableNode) =>
  childrenOf(table.children[0] ?? ({ type: 'tablerow', version: 1 } as SerializedLexicalNode))
    .map((cell) => plainText(cell).trim())
    .filter(Boolean)

/**
 * The body with each table's caption taken from the bold line right before it (the line then
 * shows only as the caption) and a name for its scrolling region: the caption, else its columns.
 */
export function withTableCaptions(state: SerializedEditorState): SerializedEditorState {
  const children: SerializedLexicalNode[] = []
  for (const node of state.root.children) {
    if (node.type !== 'table') {
      children.push(node)
      continue
    }
    const table = node as SerializedTableNode
    const caption = captionText(children.at(-1))
    if (caption) children.pop()
    const label = caption ?? `Table: ${headerTexts(table).join(', ')}`
    const shown: PostTableNode = { ...table, caption: caption ?? undefined, label }
    children.push(shown)
  }
  return { ...state, root: { ...state.root, children } }
}

function cellLayout(cell: SerializedTableCellNode): TableCell {
  const parts = cell.children
  const content = parts.length === 1 && parts[0]?.type === 'paragraph' ? childrenOf(parts[0]) : parts
  const state = cell.headerState ?? 0
  const spans = {
    colSpan: cell.colSpan && cell.colSpan > 1 ? cell.colSpan : undefined,
    rowSpan: cell.rowSpan && cell.rowSpan > 1 ? cell.rowSpan : undefined,
  }
  // An empty corner cell heads nothing; a screen reader would announce a blank header.
  if (!state || !plainText(cell).trim()) return { tag: 'td', content, ...spans }
  return { tag: 'th', scope: state & HEADS_COLUMN ? 'col' : state & HEADS_ROW ? 'row' : undefined, content, ...spans }
}

/** Leading rows made only of column headers form the table head; the rest its body. */
export function tableLayout(table: SerializedTableNode): TableLayout {
  const rows = table.children.map((row) => childrenOf(row) as SerializedTableCellNode[])
  let headRows = 0
  while (
    headRows < rows.length &&
    rows[headRows]!.length &&
    rows[headRows]!.every((cell) => ((cell.headerState ?? 0) & HEADS_COLUMN) !== 0)
  )
    headRows++
  const layout = rows.map((cells) => cells.map(cellLayout))
  return { head: layout.slice(0, headRows), body: layout.slice(headRows) }
}
