import { apiRoute } from '@/platform/http/apiRoute'
import { json, notFound } from '@/platform/http/json'
import { getPayloadClient } from '@/payloadClient'

import { normalizePath } from '../paths'
import { findPostByIdOrPath, toContentItem } from '../server/posts'
import { postBodyHtml } from '../server/postHtml'

/** `GET /api/content/post/{idOrSlug}`: one published post with its body as sanitised HTML. */
export const GET = apiRoute(async (_request, { params }) => {
  const { idOrSlug } = await params
  const segments = Array.isArray(idOrSlug) ? idOrSlug : [idOrSlug ?? '']
  // Already decoded by Next (`100%25` arrives as `100%`): decoding again would throw.
  const key = normalizePath(segments.join('/'))
  const post = key ? await findPostByIdOrPath(await getPayloadClient(), key) : null
  if (!post) return notFound('No published post has that id or path.')
  return json({
    post: {
      ...toContentItem(post),
      body: postBodyHtml(post.body),
      tag: post.tag ?? null,
      sidebarItems: post.sidebarItems,
      kind: post.kind,
      videoId: post.videoId ?? null,
      aliases: (post.aliases ?? []).map((alias) => `/${alias.path}`),
      seo: { title: post.seo?.title ?? null, description: post.seo?.description ?? null },
      updatedAt: post.updatedAt,
    },
  })
})
