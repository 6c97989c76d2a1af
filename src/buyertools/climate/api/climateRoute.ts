import { apiRoute } from '@/http/apiRoute'
import { clientAddress } from '@/http/clientAddress'
import { json } from '@/http/json'
import { hitRateLimit, type RateLimitRule } from '@/http/rateLimit'
import { validate } from '@/http/validate'
import { getPayloadClient } from '@/server/payload'

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
export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const limit = await hitRateLimit(payload, CLIMATE_RATE_LIMIT, clientAddress(request.headers))
  if (!limit.ok) {
    return json({ error: 'Too many requests. Please wait a moment and try again.' }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const parsed = validate(climateQuery, { zip: new URL(request.url).searchParams.get('zip') ?? undefined })
  if (!parsed.ok) return parsed.response
  const answer: ClimateLookup = { station: await climateForZip(payload, parsed.data.zip) }
  return json(answer, 200, { 'Cache-Control': 'public, max-age=3600' })
})
