/**
 * Who a message goes to. `staff`: the site's own inboxes and addresses staff configured or own
 * (staff inbox, Buyers Program partner, staff accounts). `visitor`: an address a visitor typed,
 * which nobody has confirmed; anyone could have typed it. Such a message echoes visitor-written
 * text only through `echo()` (templates/echo.ts), and each address receives a few a day at most
 * (recipientLimit.ts). `buyer`: the address given with a payment the provider confirmed (receipts,
 * the buyer's links): still unconfirmed, so visitor text only through `echo()`, but outside the
 * daily allowance: a paid order is never refused (and rolled back) for its own receipts. `subscriber`: an
 * address whose owner confirmed it (double opt-in) for mail they asked for (care reminders): visitor text
 * only through `echo()`, outside the daily allowance, bounded by its own rule (two reminders a week).
 */
export type MailAudience = 'staff' | 'visitor' | 'buyer' | 'subscriber'

/** An e-mail as the rest of the app hands it to `sendMail`: rendered, addressed, not yet sent. */
export type MailMessage = {
  audience: MailAudience
  to: string
  cc?: string
  replyTo?: string
  subject: string
  html: string
  text: string
  /** Which template produced it, for staff reading the outbox. */
  template?: string
  /** Extra header fields of the message (a reminder's `List-Unsubscribe`), sent as they are. */
  headers?: Record<string, string>
}
