import { readRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'
import type { RateLimitRule } from '@/platform/http/rateLimit'

import { publicPricePosition } from './publicPricePosition'
import { pricePositionQuery } from './schema'

/** Generous for a visitor typing, short for a scraper (each answer is one indexed read of a snapshot). */
export const PRICE_POSITION_RATE_LIMIT: RateLimitRule = { bucket: 'price-position', limit: 60, windowMs: 10 * 60_000 }

export const NOT_ENOUGH_DATA = 'Not enough data yet'

/**
 * `GET /api/tools/pricePosition?brand=&model=&state=&price=`: where a quoted price sits against the
 * published band of reviewed buyers' quotes for that model (the state's when the snapshot has one,
 * else the country's); `position: null` when the model has no band. Rate limited per address like
 * the writes, then validated, then one read of the snapshot.
 */
export const GET = readRoute({
  rateLimit: PRICE_POSITION_RATE_LIMIT,
  schema: pricePositionQuery,
  query: (params) => ({
    brand: params.get('brand') ?? undefined,
    model: params.get('model') ?? undefined,
    state: params.get('state') || undefined,
    price: params.get('price') ?? undefined,
  }),
  handle: async ({ data, payload }) => {
    const position = await publicPricePosition(payload, { ...data, state: data.state ?? null })
    return position ? json({ position }) : json({ position: null, message: NOT_ENOUGH_DATA })
  },
})
