import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'

import type { VideoBlock } from '@/payload-types'

import { VideoEmbed } from '../video/VideoEmbed'
import { isVideoId } from '../video/videoId'
import { PostTable } from './PostTable'
import { type PostTableNode, withTableCaptions } from './postTables'
import { richTextConverters } from './richTextConverters'

const converters: JSXConvertersFunction = (args) => ({
  ...richTextConverters(args),
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
