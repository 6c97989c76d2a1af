import { apiRoute } from '@/platform/http/apiRoute'
import { json } from '@/platform/http/json'
import { validate } from '@/platform/http/validate'
import { getPayloadClient } from '@/payloadClient'

import { searchQuery } from '../schemas'
import { searchPosts } from '../server/siteSearch'

/** `GET /api/search?pageNum=N&searchTerm=Q`: published posts, best match first. */
export const GET = apiRoute(async (request) => {
  const params = new URL(request.url).searchParams
  const parsed = validate(searchQuery, {
    pageNum: params.get('pageNum') || undefined,
    searchTerm: params.get('searchTerm') ?? undefined,
  })
  if (!parsed.ok) return parsed.response
  const { pageNum, searchTerm } = parsed.data
  if (!searchTerm) return json({ posts: [] })
  const { posts, hasMore } = await searchPosts(await getPayloadClient(), searchTerm, pageNum)
  return json({ posts, pageNum, hasMore })
})
