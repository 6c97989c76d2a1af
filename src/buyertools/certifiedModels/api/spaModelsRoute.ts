import { readRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'
import type { RateLimitRule } from '@/platform/http/rateLimit'

import { certifiedModelQuery } from '../certifiedModel'
import { searchCertifiedModels } from '../server/searchCertifiedModels'

/** The picker asks as the buyer types (a few dozen times a visit); ten models an answer keeps a copier slow. */
export const SPA_MODELS_RATE_LIMIT: RateLimitRule = { bucket: 'spa-models', limit: 120, windowMs: 10 * 60_000 }

/**
 * `GET /api/tools/spa-models?q=`: the certified models whose brand and model hold every typed word, for
 * the model picker. The same answer for everyone; cached five minutes, so an import shows within them.
 */
export const GET = readRoute({
  rateLimit: SPA_MODELS_RATE_LIMIT,
  schema: certifiedModelQuery,
  query: (params) => ({ q: params.get('q') ?? undefined }),
  handle: async ({ data, payload }) =>
    json(await searchCertifiedModels(payload, data.q), 200, { 'Cache-Control': 'public, max-age=300' }),
})
