import { apiRoute } from '@/platform/http/apiRoute'
import { json } from '@/platform/http/json'
import { validate } from '@/platform/http/validate'
import { getPayloadClient } from '@/payloadClient'

import { postListQuery } from '../schemas'
import { listPosts } from '../server/posts'

/** `GET /api/content/posts?pageNum=N&postType=T`: one page of published posts, newest first. */
export const GET = apiRoute(async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = validate(postListQuery, { pageNum: query.pageNum || undefined, postType: query.postType || undefined })
  if (!parsed.ok) return parsed.response
  return json(await listPosts(await getPayloadClient(), parsed.data.postType, parsed.data.pageNum))
})
