import type { MailMessage } from '@/platform/outbox/message'

import { type EmailContent, renderEmail } from './layout'

/**
 * The site every e-mail speaks for, as its settings give it: its name (the masthead, the signature, the
 * subject) and the address a reader writes to with questions.
 */
export type MailSite = { productName: string; supportEmail: string }

/** An e-mail as a module writes it: its envelope (everything of a `MailMessage` but the body) and its words. */
export type MailParts = Omit<MailMessage, 'html' | 'text'> & Omit<EmailContent, 'productName'>

/**
 * The one way a module builds an e-mail: the envelope as given, the body rendered from the site's layout
 * under the site's name.
 */
export function mailMessage(site: Pick<MailSite, 'productName'>, parts: MailParts): MailMessage {
  const { heading, notices, greeting, paragraphs, action, followUp, footer, ...envelope } = parts
  // Each of the words is taken out above: a field added to EmailContent would otherwise ride in the
  // envelope, never rendered. This line stops the type-check until it is.
  const wordsLeftInEnvelope: Extract<keyof typeof envelope, keyof EmailContent> extends never ? true : never = true
  void wordsLeftInEnvelope
  const words = { heading, notices, greeting, paragraphs, action, followUp, footer }
  return { ...envelope, ...renderEmail({ productName: site.productName, ...words }) }
}

/** A subject to a visitor, buyer or subscriber: what the mail is, then the site ("Your receipt - TubWise"). */
export const visitorSubject = (site: Pick<MailSite, 'productName'>, what: string): string =>
  `${what} - ${site.productName}`

/** A subject to staff: the site first, in brackets, for the inbox's filters ("[TubWise] Paid: …"). */
export const staffSubject = (site: Pick<MailSite, 'productName'>, what: string): string =>
  `[${site.productName}] ${what}`
