import { z } from 'zod'

import { pageNumber } from '@/content/schemas'
import { withoutControlCharacters } from '@/platform/http/schemas'

import { MAX_QUERY_LENGTH } from './engine/SearchEngine'

/**
 * `GET /api/search?pageNum=N&searchTerm=Q`: odd or over-long terms are cleaned (control characters
 * become spaces) and trimmed, never refused.
 */
export const searchQuery = z.object({
  pageNum: pageNumber,
  searchTerm: z
    .string({ error: 'searchTerm must be text.' })
    .default('')
    .transform((term) => withoutControlCharacters(term).slice(0, MAX_QUERY_LENGTH).trim()),
})
