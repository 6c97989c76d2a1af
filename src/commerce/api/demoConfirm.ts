import { writeRoute } from '@/apiRoutes'
import { apiRoute } from '@/platform/http/apiRoute'
import { json, notFound } from '@/platform/http/json'

import { cardProviderName } from '../providers'
import { confirmDemoPayment, DEMO_DECLINE_MESSAGE } from '../providers/demo'
import { demoConfirmSchema } from '../schemas'

const confirm = writeRoute({
  rateLimit: { bucket: 'ecomm-demo-confirm', limit: 30, windowMs: 10 * 60_000 },
  schema: demoConfirmSchema,
  handle: async ({ data, payload }) => {
    switch (await confirmDemoPayment(payload, data.paymentIntentId, data.cardNumber)) {
      case 'succeeded':
        return json({ status: 'succeeded' })
      case 'declined':
        return json({ error: DEMO_DECLINE_MESSAGE }, 402)
      case 'unknown-payment':
        return notFound('No such demo payment.')
      case 'unknown-card':
        return json(
          {
            error:
              'This is a demo: use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a declined card).',
          },
          400,
        )
    }
  },
})

/** `POST /api/ecomm/demo/confirm`: the demo provider's card confirmation; 404 unless the demo is the card provider. */
export const demoConfirm = apiRoute(async (request, context) =>
  cardProviderName() === 'demo' ? confirm(request, context) : notFound(),
)
