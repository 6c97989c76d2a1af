import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'

import { escapeHtml } from '@/mail/templates/escape'
import type { VideoBlock } from '@/payload-types'

import { listItemValue } from '../components/listItemValue'
import { type PostTableNode, type TableCell, tableLayout, withTableCaptions } from '../components/postTables'
import { watchUrl } from '../video/videoId'

type RenderNodes = (nodes: SerializedLexicalNode[]) => string

const cellHtml = ({ tag, scope, content, colSpan, rowSpan }: TableCell, render: RenderNodes) =>
  `<${tag}${scope ? ` scope="${scope}"` : ''}${colSpan ? ` colspan="${colSpan}"` : ''}` +
  `${rowSpan ? ` rowspan="${rowSpan}"` : ''}>${render(content)}</${tag}>`

const rowsHtml = (rows: TableCell[][], render: RenderNodes) =>
  rows.map((cells) => `<tr>${cells.map((cell) => cellHtml(cell, render)).join('')}</tr>`).join('')

/** The same table markup as the page's PostTable (scrolling region, caption, head and body). */
function tableHtml(node: PostTableNode, render: RenderNodes): string {
  const { head, body } = tableLayout(node)
  const caption = node.caption ? `<caption>${escapeHtml(node.caption)}</caption>` : ''
  const thead = head.length ? `<thead>${rowsHtml(head, render)}</thead>` : ''
  return (
    `<div class="table-scroll" role="region" aria-label="${escapeHtml(node.label)}" tabindex="0">` +
    `<table class="post-table">${caption}${thead}<tbody>${rowsHtml(body, render)}</tbody></table></div>`
  )
}

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Payload's list item, with `value` only where HTML allows and needs it (check lists keep Payload's own).
  listitem: (args) => {
    const { node, nodesToHTML, parent, childIndex, providedCSSString } = args
    const payloadListItem = defaultConverters.listitem
    if ('listType' in parent && parent.listType === 'check' && typeof payloadListItem === 'function')
      return payloadListItem(args)
    const nested = node.children.some((child) => child.type === 'list')
    const style = `${nested ? 'list-style-type: none;' : ''}${providedCSSString}`
    const value = listItemValue(node.value, parent, childIndex)
    return (
      `<li${nested ? ' class="nestedListItem"' : ''}${style ? ` style="${style}"` : ''}` +
      `${value === undefined ? '' : ` value="${value}"`}>${nodesToHTML({ nodes: node.children }).join('')}</li>`
    )
  },
  table: ({ node, nodesToHTML }) => tableHtml(node as PostTableNode, (nodes) => nodesToHTML({ nodes }).join('')),
  blocks: {
    Video: ({ node }: { node: { fields: VideoBlock } }) =>
      `<figure class="video" data-video-id="${escapeHtml(node.fields.videoId)}">` +
      `<a href="${escapeHtml(watchUrl(node.fields.videoId))}">${escapeHtml(node.fields.title)}</a></figure>`,
  },
})

/**
 * A post body as HTML for API clients. Text is escaped by the converter; the only markup is
 * what the editor's own nodes produce, and videos become plain links (no iframes, no scripts).
 */
export function postBodyHtml(body: unknown): string {
  if (!body || typeof body !== 'object') return ''
  return convertLexicalToHTML({
    data: withTableCaptions(body as SerializedEditorState),
    converters,
    disableContainer: true,
  })
}
