/** How a card form (demo or Stripe) reports to the payment area; the area owns the messages and what comes next. */
export type CardCallbacks = {
  /** The buyer pressed Pay: show the spinner, clear the last message. */
  onStart: () => void
  /** The provider says the payment succeeded: record it with the server. */
  onPaid: () => void
  /** Refused or not attempted; `reason` is the provider's own sentence, when it gave one. */
  onDeclined: (reason?: string | null) => void
  /** Accepted but not final yet (some banks): the webhook finishes the order. */
  onProcessing: () => void
}
