import type { MailMessage } from '@/platform/outbox/message'

import { type EmailContent, renderEmail } from './layout'

/** An e-mail as a module writes it: its envelope (everything of a `MailMessage` but the body) and its words. */
export type MailParts = Omit<MailMessage, 'html' | 'text'> & EmailContent

/** The one way a module builds an e-mail: the envelope as given, the body rendered from the site's layout. */
export function mailMessage(parts: MailParts): MailMessage {
  const { productName, heading, paragraphs, action, followUp, footer, ...envelope } = parts
  // Each of the words is taken out above: a field added to EmailContent would otherwise ride in the
  // envelope, never rendered. This line stops the type-check until it is.
  const wordsLeftInEnvelope: Extract<keyof typeof envelope, keyof EmailContent> extends never ? true : never = true
  void wordsLeftInEnvelope
  return { ...envelope, ...renderEmail({ productName, heading, paragraphs, action, followUp, footer }) }
}
