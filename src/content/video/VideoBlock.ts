import type { Block } from 'payload'

import { validateVideoId } from './videoId'

/**
 * A video inside a post's body. In the Markdown content files it is written
 * `<Video id="xxxxxxxxxxx" title="What the video shows" />`.
 */
export const VideoBlock: Block = {
  slug: 'Video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'videoId', label: 'Video id', type: 'text', required: true, validate: validateVideoId },
    { name: 'title', label: 'What the video shows', type: 'text', required: true },
  ],
  jsx: {
    import: ({ props }) => ({ videoId: String(props.id ?? ''), title: String(props.title ?? '') }),
    export: ({ fields }) => ({ props: { id: fields.videoId, title: fields.title } }),
  },
}
