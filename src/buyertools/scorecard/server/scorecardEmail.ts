import type { MailMessage } from '@/platform/outbox/message'
import { echo } from '@/mail/templates/echo'
import { type MailSite, mailMessage, visitorSubject } from '@/mail/templates/mailMessage'
import { confirmFollowUp } from '@/leads/server/confirmEmail'
import { formatDollars } from '@/site/numbers'

import type { HiddenCost } from '../hiddenCosts'
import { BENCHMARK_SENTENCE, HEADLINE_WORDS, loanSentence, outTheDoorSentence, type Scorecard } from '../model'
import type { Quote } from '../schema'

type Input = MailSite & {
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
export function scorecardEmail(input: Input): MailMessage {
  const { quote, card, confirmUrl } = input
  const brand = echo(quote.brand, '')
  const model = echo(quote.model, '')
  const tub = brand && model ? `${brand} ${model}` : 'the tub you described'
  const paragraphs = [
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
  return mailMessage(input, {
    audience: 'visitor',
    to: input.to,
    subject: visitorSubject(input, 'Your hot tub quote scorecard'),
    template: 'tool-scorecard',
    heading: 'Your quote scorecard',
    greeting: input.firstName,
    paragraphs,
    ...(confirmUrl ? { followUp: confirmFollowUp(confirmUrl) } : {}),
    footer:
      'You asked for this on our scorecard page. If you did not, ignore this message. ' +
      `Questions? Write to ${input.supportEmail}.`,
  })
}
