import { readRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'
import type { RateLimitRule } from '@/platform/http/rateLimit'

import type { ClimateLookup } from '../climateAnswer'
import { climateQuery } from '../schema'
import { climateForZip } from '../server/climateForZip'

/** A visitor types a ZIP code or two; a scraper would want all 41,000. */
export const CLIMATE_RATE_LIMIT: RateLimitRule = { bucket: 'climate', limit: 60, windowMs: 10 * 60_000 }

/**
 * `GET /api/tools/climate?zip=`: the reference station nearest a ZIP code, with its NOAA 1991–2020 monthly
 * means, so the calculator's page carries one answer rather than every station and the ZIP table. The
 * answer is the same for everyone, so any cache may keep it for an hour (a staff edit shows within it).
 */
export const GET = readRoute({
  rateLimit: CLIMATE_RATE_LIMIT,
  schema: climateQuery,
  query: (params) => ({ zip: params.get('zip') ?? undefined }),
  handle: async ({ data, payload }) => {
    const answer: ClimateLookup = { station: await climateForZip(payload, data.zip) }
    return json(answer, 200, { 'Cache-Control': 'public, max-age=3600' })
  },
})
