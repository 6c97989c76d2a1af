import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'

import { escapeHtml } from '@/mail/templates/escape'
import type { VideoBlock } from '@/payload-types'

import { watchUrl } from '../video/videoId'

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  blocks: {
    Video: ({ node }: { node: { fields: VideoBlock } }) =>
      `<figure class="video" data-video-id="${escapeHtml(node.fields.videoId)}"><a href="${escapeHtml(watchUrl(node.fields.videoId))}">${escapeHtml(node.fields.title)}</a></figure>`,
  },
})

/**
 * A post body as HTML for API clients. Text is escaped by the converter; the only markup is
 * what the editor's own nodes produce, and videos become plain links (no iframes, no scripts).
 */
export function postBodyHtml(body: unknown): string {
  if (!body || typeof body !== 'object') return ''
  return convertLexicalToHTML({ data: body as SerializedEditorState, converters, disableContainer: true })
}
