import { BlocksFeature, type FeatureProviderServer, lexicalEditor } from '@payloadcms/richtext-lexical'

import { TableFeature } from './markdown/tableFeature'

import { VideoBlock } from './video/VideoBlock'

/** The features of post bodies: Payload's defaults plus tables and embedded videos. */
export const postEditorFeatures = ({ defaultFeatures }: { defaultFeatures: FeatureProviderServer[] }) => [
  ...defaultFeatures,
  TableFeature(),
  BlocksFeature({ blocks: [VideoBlock] }),
]

export const postEditor = lexicalEditor({ features: postEditorFeatures })
