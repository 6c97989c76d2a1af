import type { MailMessage } from '@/platform/outbox/message'
import { echo, echoName } from '@/mail/templates/echo'
import { mailMessage } from '@/mail/templates/mailMessage'
import { confirmFollowUp } from '@/leads/server/confirmEmail'
import { formatDollars } from '@/site/numbers'

import type { HiddenCost } from '../hiddenCosts'
import { BENCHMARK_SENTENCE, HEADLINE_WORDS, loanSentence, outTheDoorSentence, type Scorecard } from '../model'
import type { Quote } from '../schema'

type Input = {
  productName: string
  supportEmail: string
  to: string
  firstName: string
  quote: Quote
  card: Scorecard
  /** The link that confirms the address, while it waits for confirmation (double opt-in). */
  confirmUrl: string | null
}

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n')

function costLine({ label, range }: HiddenCost): string {
  if (!range) return `${label}: no published figure we could check: ask for a written price`
  const note = range.note ? `, ${range.note}` : ''
  const figures = `${formatDollars(range.lowDollars)} to ${formatDollars(range.highDollars)}`
  return `${label}: ${figures}${note} (${range.source.name})`
}

/**
 * The scorecard the visitor asked for, scored on the server by the same rules as the page. It
 * names the tub only through `echo`; everything else is our own words and numbers.
 */
export function scorecardEmail({
  productName,
  supportEmail,
  to,
  firstName,
  quote,
  card,
  confirmUrl,
}: Input): MailMessage {
  const brand = echo(quote.brand, '')
  const model = echo(quote.model, '')
  const tub = brand && model ? `${brand} ${model}` : 'the tub you described'
  const paragraphs = [
    `Hi ${echoName(firstName)},`,
    `Our first verdict on your quote for ${tub} at ${formatDollars(quote.quotedDollars)}: ` +
      `${HEADLINE_WORDS[card.headline]}.`,
    list(
      (
        [
          ['Build', card.build],
          ['Terms', card.terms],
          ['Price', card.price],
        ] as const
      ).map(([title, line]) => `${title}: ${line.words}. ${line.reasons.join(' ')}`),
    ),
    ...card.notes.map((note) => `${note.label}. ${note.text} (${note.source.name}, ${note.source.url})`),
  ]
  if (card.loan) paragraphs.push(`${loanSentence(card.loan)} ${BENCHMARK_SENTENCE}`)
  if (card.hiddenCosts.length) paragraphs.push('Still to pay for:\n' + list(card.hiddenCosts.map(costLine)))
  paragraphs.push(outTheDoorSentence(card.outTheDoor, quote.salesTaxPercent))
  if (card.redFlags.length)
    paragraphs.push('Red flags:\n' + list(card.redFlags.map((flag) => `${flag.label}. ${flag.why}`)))
  paragraphs.push('Ask the dealer:\n' + list(card.questions))
  paragraphs.push(
    'This is a first verdict from your answers. For our staff’s own check, send the quote as a free price check.',
  )
  return mailMessage({
    audience: 'visitor',
    to,
    subject: `Your hot tub quote scorecard - ${productName}`,
    template: 'tool-scorecard',
    productName,
    heading: 'Your quote scorecard',
    paragraphs,
    ...(confirmUrl ? { followUp: confirmFollowUp(confirmUrl) } : {}),
    footer:
      'You asked for this on our scorecard page. If you did not, ignore this message. ' +
      `Questions? Write to ${supportEmail}.`,
  })
}
