import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/payloadClient'

import { questionsTag } from './cacheTags'
import { listApprovedComments } from './comments'

/** The first page of a page's questions for its cached HTML; approving or answering revalidates it. */
export const getFirstCommentPage = (page: string) =>
  unstable_cache(async () => listApprovedComments(await getPayloadClient(), page, 1), ['questions-first-page', page], {
    tags: [questionsTag(page)],
  })()
