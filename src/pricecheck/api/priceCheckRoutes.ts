import { writeRoute } from '@/apiRoutes'
import { apiRoute } from '@/platform/http/apiRoute'
import { json } from '@/platform/http/json'
import { getPayloadClient } from '@/payloadClient'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { newPriceCheckSchema } from '../schemas'
import { listBrands } from '../server/brands'
import { submitPriceCheck } from '../server/submitPriceCheck'

/** `GET /api/utilities/getBrands`: the brands and models the price checker offers. */
export const getBrands = apiRoute(async () => json(await listBrands(await getPayloadClient())))

/** `POST /api/pricechecks/newcheck`: a visitor's quote to check; staff reply within 24-48 hours. */
export const newPriceCheck = writeRoute({
  rateLimit: { bucket: 'price-check', limit: 5, windowMs: 10 * 60_000 },
  schema: newPriceCheckSchema,
  handle: async ({ data, payload }) => {
    await inTransaction(payload, (req) => submitPriceCheck(req, data))
    return json({ ok: true }, 201)
  },
})
