import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'

import type { VideoBlock } from '@/payload-types'

import { VideoEmbed } from '../video/VideoEmbed'

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  blocks: {
    Video: ({ node }: { node: { fields: VideoBlock } }) => <VideoEmbed videoId={node.fields.videoId} title={node.fields.title} />,
  },
})

/** A post's body, rendered to HTML on the server; only embedded videos add client code. */
export function PostBody({ body }: { body: unknown }) {
  if (!body || typeof body !== 'object') return null
  return <RichText className="prose" data={body as SerializedEditorState} converters={converters} />
}
