/** An e-mail as the rest of the app hands it to `sendMail`: rendered, addressed, not yet sent. */
export type MailMessage = {
  to: string
  cc?: string
  replyTo?: string
  subject: string
  html: string
  text: string
  /** Which template produced it, for staff reading the outbox. */
  template?: string
}
