import type { Payload } from 'payload'

import { inTransaction } from '@/platform/unitOfWork/transaction'

import type { PaymentProvider, ProviderEvent } from '../providers/PaymentProvider'
import { fulfilOrder } from './fulfilOrder'
import { eventHandled, recordEvent } from './paymentEvents'
import { checkPayment } from './settlePayment'

export type EventResult = 'already handled' | 'fulfilled' | 'already fulfilled' | 'ignored' | `not fulfilled: ${string}`

/**
 * A verified provider event, handled once: recorded in the ledger and, when it names a payment
 * that now pays for its order, the same fulfilment as the paid* routes, in one unit of work.
 * A refused payment is recorded too (the outcome says why): the provider need not send it again.
 */
export async function handleProviderEvent(
  payload: Payload,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<EventResult> {
  if (await eventHandled(payload, provider.name, event.eventId)) return 'already handled'
  const checked = event.paymentRef ? await checkPayment(payload, provider, event.paymentRef) : null
  return inTransaction(payload, async (req) => {
    let outcome: EventResult = 'ignored'
    if (checked?.kind === 'refused') outcome = `not fulfilled: ${checked.reason}`
    else if (checked?.kind === 'paid') outcome = 'already fulfilled'
    else if (checked?.kind === 'ready')
      outcome = (await fulfilOrder(req, checked.order.id)).fulfilled ? 'fulfilled' : 'already fulfilled'
    return (await recordEvent(req, provider.name, event, outcome)) ? outcome : 'already handled'
  })
}
