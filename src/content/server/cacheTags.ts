/**
 * Cache tags for content. A page is tagged with what it read, so an edit revalidates exactly
 * the pages that show it: the post's own page (under its old and new paths), the redirects,
 * and the lists, feeds and sitemap.
 */
export const CONTENT_TAGS = {
  path: (path: string) => `content-path:${path}`,
  aliases: 'content-aliases',
  lists: 'content-lists',
} as const
