import {
  $convertFromMarkdownString,
  EXPERIMENTAL_TableFeature,
  type FeatureProviderServer,
  type SerializedTableCellNode,
  type SerializedTableNode,
  type SerializedTableRowNode,
} from '@payloadcms/richtext-lexical'
import { $isElementNode, $parseSerializedNode, type ElementNode } from '@payloadcms/richtext-lexical/lexical'

import { type GfmTable, readGfmTable } from './gfmTable'
import { HEADS_COLUMN, HEADS_ROW } from './tableHeaderStates'

type Transformer = NonNullable<Parameters<typeof $convertFromMarkdownString>[1]>[number]
type MultilineElementTransformer = Extract<Transformer, { type: 'multiline-element' }>

const element = { direction: null, format: '', indent: 0, version: 1 } as const

/**
 * The header row heads the columns; the first column heads the rows, since in a comparison table
 * it names what each row is about (staff can switch either off in the admin's table menu).
 */
function cellNode(row: number, column: number, columns: number): SerializedTableCellNode {
  const headerState = (row === 0 ? HEADS_COLUMN : 0) | (column === 0 && columns > 1 ? HEADS_ROW : 0)
  return { ...element, type: 'tablecell', headerState, colSpan: 1, rowSpan: 1, children: [] }
}

function tableNode({ header, rows }: GfmTable): SerializedTableNode {
  const children: SerializedTableRowNode[] = [header, ...rows].map((cells, row) => ({
    ...element,
    type: 'tablerow',
    children: cells.map((_, column) => cellNode(row, column, cells.length)),
  }))
  return { ...element, type: 'table', children }
}

const escapeCell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim()

/**
 * Reads GitHub-flavoured tables into Lexical table nodes; each cell's text goes through the same
 * Markdown import, so bold, links and code inside cells keep working. Replaces the table feature's
 * own transformer, which turns any line between pipes into a table, keeps the spaces around cell
 * text and splits at escaped pipes.
 */
const gfmTableTransformer = ({ allTransformers }: { allTransformers: Transformer[] }): MultilineElementTransformer => ({
  type: 'multiline-element',
  // Only the editor's typing shortcuts check dependencies; tables are never typed as Markdown.
  dependencies: [],
  regExpStart: /\|/,
  handleImportAfterStartMatch: ({ lines, rootNode, startLineIndex }) => {
    const table = readGfmTable(lines, startLineIndex)
    if (!table) return null
    const node = $parseSerializedNode(tableNode(table))
    if (!$isElementNode(node)) return null
    const texts = [table.header, ...table.rows]
    node.getChildren().forEach((row, rowIndex) => {
      if (!$isElementNode(row)) return
      row.getChildren().forEach((cell, column) => {
        if ($isElementNode(cell)) $convertFromMarkdownString(texts[rowIndex]?.[column] ?? '', allTransformers, cell)
      })
    })
    rootNode.append(node)
    return [true, table.endLineIndex]
  },
  replace: () => false,
  // Markdown export (nothing on the site uses it) writes each cell's plain text.
  export: (node) => {
    if (node.getType() !== 'table' || !$isElementNode(node)) return null
    const rows = node.getChildren().filter($isElementNode)
    const lines = rows.map(
      (row) =>
        `| ${row
          .getChildren()
          .map((cell) => escapeCell(cell.getTextContent()))
          .join(' | ')} |`,
    )
    const columns = (rows[0] as ElementNode | undefined)?.getChildrenSize() ?? 0
    lines.splice(1, 0, `|${' --- |'.repeat(columns)}`)
    return lines.join('\n')
  },
})

const payloadTableFeature = EXPERIMENTAL_TableFeature()

/** Payload's table feature (nodes, admin editing, converters) with GitHub-flavoured Markdown import. */
export const TableFeature = (): FeatureProviderServer => ({
  ...payloadTableFeature,
  feature: async (props) => {
    const { feature } = payloadTableFeature
    const resolved = typeof feature === 'function' ? await feature(props) : feature
    return { ...resolved, markdownTransformers: [gfmTableTransformer] }
  },
})
