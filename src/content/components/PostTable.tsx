import type { ReactNode } from 'react'

import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'

import { type PostTableNode, type TableCell, tableLayout } from './postTables'

type RenderNodes = (nodes: SerializedLexicalNode[]) => ReactNode

function Row({ cells, render }: { cells: TableCell[]; render: RenderNodes }) {
  return (
    <tr>
      {cells.map(({ tag: Cell, scope, content, colSpan, rowSpan }, index) => (
        <Cell key={index} scope={scope} colSpan={colSpan} rowSpan={rowSpan}>
          {render(content)}
        </Cell>
      ))}
    </tr>
  )
}

/**
 * A table in a post body. It scrolls inside its own region on narrow screens instead of widening
 * the page; the region is focusable and named so keyboard users can scroll it too.
 */
export function PostTable({ node, render }: { node: PostTableNode; render: RenderNodes }) {
  const { head, body } = tableLayout(node)
  return (
    <div className="table-scroll" role="region" aria-label={node.label} tabIndex={0}>
      <table className="post-table">
        {node.caption ? <caption>{node.caption}</caption> : null}
        {head.length ? (
          <thead>
            {head.map((cells, index) => (
              <Row key={index} cells={cells} render={render} />
            ))}
          </thead>
        ) : null}
        <tbody>
          {body.map((cells, index) => (
            <Row key={index} cells={cells} render={render} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
