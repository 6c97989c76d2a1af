import type { Payload } from 'payload'

/** The fields every test article needs (kind, title, leader, author); the test adds its path and status. */
export const articleFields = (title: string, leader: string) => ({
  kind: 'article' as const,
  title,
  leader,
  author: 'Test',
})

/** A published page of the site, with a Questions and Answers board (unless `extra` says `questions: false`). */
export function createPage(payload: Payload, slug: string, title: string, extra: { questions?: boolean } = {}) {
  return payload.create({
    collection: 'posts',
    data: {
      kind: 'page',
      slug,
      title,
      leader: `A page for the tests: ${title}.`,
      author: 'Test',
      publishedAt: new Date().toISOString(),
      sidebarItems: 1,
      feature: 'none',
      _status: 'published',
      ...extra,
    },
  })
}
