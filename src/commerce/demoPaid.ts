/**
 * An order "paid" through the demo payment provider: no money moved. Read from the order's own
 * `provider`, which fulfilment writes once from the verified payment, so no extra field is kept.
 */
export const isDemoPaid = (order: { provider?: string | null }): boolean => order.provider === 'demo'

/** Whether the demo provider "paid" for an evaluation whose order has been read with it (not just its id). */
export const evaluationIsDemo = (evaluation: { order?: number | { provider?: string | null } | null }): boolean =>
  typeof evaluation.order === 'object' && evaluation.order !== null && isDemoPaid(evaluation.order)

/** What every e-mail, page and admin view about such an order says. */
export const DEMO_ORDER_NOTICE =
  'DEMO ORDER: paid with the demo payment provider. No money ' +
  'was taken, and nothing will be shipped or delivered for it.'

/** How the admin names the demo provider on an order, in the list and on the order itself. */
export const DEMO_PROVIDER_LABEL = 'DEMO (no money taken)'

/** An e-mail subject, marked when the order is a demo. */
export const demoSubject = (demo: boolean, subject: string): string => (demo ? `[DEMO] ${subject}` : subject)

/** The notice paragraph an e-mail opens with when the order is a demo; none otherwise. */
export const demoParagraphs = (demo: boolean): string[] => (demo ? [DEMO_ORDER_NOTICE] : [])
