import { SERVICES, type ServiceProduct } from '../prices'

/**
 * What the payment area needs to know about one purchase, whatever is sold (a service, or a basket
 * of spa products): so the services and the shop share one payment area.
 */
export type Purchase = {
  /** The `create-payment-intent` body of this purchase; the PayPal button adds `provider: "paypal"`. */
  order: Record<string, unknown>
  /** The `paid*` route that records the payment, and what it takes besides the provider's proof. */
  paidRoute: string
  paidBody: Record<string, unknown>
  /** Where the buyer goes once the server has recorded the payment; `null` when the answer lacks the id it needs. */
  next: (answer: PaidAnswer) => string | null
}

/** A service's purchase: the buyer's details with the product, its own `paid*` route and completion page. */
export function servicePurchase(product: ServiceProduct, details: Record<string, unknown>): Purchase {
  return {
    order: { product, ...details },
    paidRoute: PAID_ROUTE[product],
    paidBody: details,
    next: (answer) => completionHref(product, answer),
  }
}

/** The spa shop's completion page (`content/complete-order.md`); it names the order once the server says it is paid. */
export const SHOP_COMPLETE_PATH = '/complete/order'

/** A spa-product order's purchase: the basket and shipping fields, `paidSM`, then the shop's completion page. */
export function shopPurchase(order: Record<string, unknown>): Purchase {
  return {
    order,
    paidRoute: '/api/ecomm/paidSM',
    paidBody: order,
    next: (answer) => (answer.orderId ? `${SHOP_COMPLETE_PATH}?order=${encodeURIComponent(answer.orderId)}` : null),
  }
}

/** The contract's `paid*` route of each sale type (api.md "Paid services"). */
export const PAID_ROUTE: Record<ServiceProduct, string> = {
  eval: '/api/ecomm/paidEval',
  consult: '/api/ecomm/paidConsult',
  pbscheap: '/api/ecomm/paidCheapPBS',
  pbs: '/api/ecomm/paidPBS',
}

/** `201` of `create-payment-intent` for a card provider. */
export type CardIntent = {
  orderId: string
  provider: string
  amount: number
  currency: string
  client_secret: string
  paymentIntentId: string
}
/** `201` of `create-payment-intent` with `provider: "paypal"`. */
export type WalletOrder = { orderId: string; provider: string; amount: number; currency: string; paypalOrderId: string }
/** `201` of a `paid*` route: `paidEval` names the evaluation, the others the order. */
export type PaidAnswer = { eval?: { _id?: string }; orderId?: string }

/**
 * Where the buyer goes once the server has recorded the payment: the evaluation's own page, or the
 * completion page of the sale type carrying the order reference (that page names the order only
 * after asking the server). `null` when the answer lacks the id it needs.
 */
export function completionHref(product: ServiceProduct, answer: PaidAnswer): string | null {
  if (product === 'eval') {
    const id = answer.eval?._id
    return id ? `/eval/${encodeURIComponent(id)}` : null
  }
  const { completePath } = SERVICES[product]
  return answer.orderId ? `${completePath}?order=${encodeURIComponent(answer.orderId)}` : null
}

const TRY_AGAIN = 'Nothing was charged. Check the card details or use another card, then press Pay again.'

/** A refused card, in words a buyer can act on; `reason` is the provider's own sentence when it gave one. */
export const declinedMessage = (reason?: string | null): string =>
  `${reason?.trim() || 'Your card was not accepted.'} ${TRY_AGAIN}`

/**
 * The card went through but the server could not yet confirm it (network, provider slow): finishing is safe to repeat.
 */
export const unfinishedMessage = (reason?: string | null): string =>
  `${reason?.trim() || 'We could not confirm your payment just now.'} Your ` +
  `card will not be charged twice: press Try again to finish your order.`

export const PAYPAL_CANCELLED =
  'You closed PayPal before paying. Nothing was charged; you can try again whenever you are ready.'
export const PAYPAL_FAILED =
  'PayPal could not complete the payment. Nothing was charged; please try again or pay by card.'
export const PROCESSING =
  'Your bank is still processing the payment. We will e-mail your ' +
  'receipt as soon as it clears; there is no need to pay again.'
