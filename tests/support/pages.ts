import type { Payload } from 'payload'

/** A published page of the site, with a Questions and Answers board, for tests that post questions. */
export function createPage(payload: Payload, slug: string, title: string) {
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
    },
  })
}
