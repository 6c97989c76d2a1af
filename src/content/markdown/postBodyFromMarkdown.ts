import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { postEditorFeatures } from '../postEditor'

export type PostEditorConfig = Awaited<ReturnType<typeof editorConfigFactory.fromFeatures>>

/** The post body editor's configuration, which decides what the Markdown import understands. */
export const postEditorConfig = (config: SanitizedConfig): Promise<PostEditorConfig> =>
  editorConfigFactory.fromFeatures({ config, features: postEditorFeatures })

/** A content file's Markdown body as a post body (Lexical), exactly as the seed stores it. */
export const postBodyFromMarkdown = (markdown: string, editorConfig: PostEditorConfig) =>
  convertMarkdownToLexical({ editorConfig, markdown })
