import { BlocksFeature, type FeatureProviderServer, lexicalEditor } from '@payloadcms/richtext-lexical'

import { VideoBlock } from './video/VideoBlock'

/** The features of post bodies: Payload's defaults plus embedded videos. */
export const postEditorFeatures = ({ defaultFeatures }: { defaultFeatures: FeatureProviderServer[] }) => [
  ...defaultFeatures,
  BlocksFeature({ blocks: [VideoBlock] }),
]

export const postEditor = lexicalEditor({ features: postEditorFeatures })
