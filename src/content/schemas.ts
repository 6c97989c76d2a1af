import { z } from 'zod'

import { LIST_TYPES, type ListType } from './kinds'

const LIST_TYPE_NAMES = Object.keys(LIST_TYPES) as [ListType, ...ListType[]]

/** A 1-based page number from a query string; absent means the first page. */
export const pageNumber = z.coerce
  .number({ message: 'pageNum must be a whole number from 1.' })
  .int('pageNum must be a whole number from 1.')
  .min(1, 'pageNum must be a whole number from 1.')
  .max(10_000, 'pageNum is too large.')
  .default(1)

/** `GET /api/content/posts?pageNum=N&postType=T`. */
export const postListQuery = z.object({
  pageNum: pageNumber,
  postType: z
    .enum(LIST_TYPE_NAMES, { message: `postType must be one of ${LIST_TYPE_NAMES.join(', ')}.` })
    .default('all'),
})
