import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement } from 'react'

import type { VideoBlock } from '@/payload-types'

import { VideoEmbed } from '../video/VideoEmbed'
import { isVideoId } from '../video/videoId'
import { listItemValue } from './listItemValue'
import { PostTable } from './PostTable'
import { type PostTableNode, withTableCaptions } from './postTables'

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Payload's list item, with `value` only where HTML allows and needs it.
  listitem: (args) => {
    const item = typeof defaultConverters.listitem === 'function' ? defaultConverters.listitem(args) : defaultConverters.listitem
    return isValidElement(item) ? cloneElement(item as React.ReactElement<{ value?: number }>, { value: listItemValue(args.node.value, args.parent, args.childIndex) }) : item
  },
  table: ({ node, nodesToJSX }) => <PostTable node={node as PostTableNode} render={(nodes) => nodesToJSX({ nodes })} />,
  blocks: {
    Video: ({ node }: { node: { fields: VideoBlock } }) => {
      const { videoId, title } = node.fields
      return <VideoEmbed video={isVideoId(videoId) ? { kind: 'youtube', videoId } : null} title={title} />
    },
  },
})

/** A post's body, rendered to HTML on the server; only embedded videos add client code. */
export function PostBody({ body }: { body: unknown }) {
  if (!body || typeof body !== 'object') return null
  return <RichText className="prose" data={withTableCaptions(body as SerializedEditorState)} converters={converters} />
}
