import { parse as parseYaml } from 'yaml'
import { z } from 'zod'

import { ARTICLE_TOOL_IDS } from '@/site/articleTools'

import { DEFAULT_SIDEBAR_ITEMS, PAGE_FEATURES, POST_KINDS, POST_TAGS } from '../kinds'
import { isReservedPath, isValidPath, normalizePath } from '../paths'
import { isVideoId } from '../video/videoId'

const path = z
  .string()
  .transform(normalizePath)
  .refine(isValidPath, 'not a valid path')
  .refine((value) => !isReservedPath(value), 'belongs to one of the site’s own routes')

/** The front matter of a content file; documented field by field in content/README.md. */
export const frontMatterSchema = z.object({
  path,
  kind: z.enum(POST_KINDS),
  tag: z.enum(POST_TAGS).optional(),
  title: z.string().min(3).max(160),
  leader: z.string().min(20).max(400),
  author: z.string().min(2),
  published: z.coerce.date(),
  image: z.string().regex(/^[a-z0-9-]+\.svg$/, 'an SVG file name in content/images'),
  imageAlt: z.string().min(10),
  video: z.string().refine(isVideoId, 'an 11-character video id').optional(),
  sidebarItems: z.number().int().min(0).max(3).default(DEFAULT_SIDEBAR_ITEMS),
  feature: z.enum(PAGE_FEATURES).default('none'),
  tool: z.enum(ARTICLE_TOOL_IDS).optional(),
  questions: z.boolean().default(true),
  aliases: z.array(path).default([]),
  seoTitle: z.string().max(120).optional(),
  description: z.string().min(50).max(300),
})

export type FrontMatter = z.output<typeof frontMatterSchema>

export type ContentFile = { frontMatter: FrontMatter; body: string }

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** Splits `---` YAML front matter from the Markdown body and validates it. */
export function parseContentFile(text: string, fileName: string): ContentFile {
  const match = FENCE.exec(text)
  if (!match) throw new Error(`${fileName}: no front matter (the file must start with a --- block)`)
  let yaml: unknown
  try {
    yaml = parseYaml(match[1] ?? '')
  } catch (error) {
    throw new Error(
      `${fileName}: the front matter is not valid YAML (` +
        `${error instanceof Error ? error.message.split('\n')[0] : error})`,
    )
  }
  const parsed = frontMatterSchema.safeParse(yaml)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`)
    throw new Error(`${fileName}: ${problems.join('; ')}`)
  }
  return { frontMatter: parsed.data, body: text.slice(match[0].length).trim() }
}
