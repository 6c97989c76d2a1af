import type { MailMessage } from '@/platform/outbox/message'
import { type MailSite, mailMessage, visitorSubject } from '@/mail/templates/mailMessage'
import { confirmFollowUp } from '@/leads/server/confirmEmail'

import { centsAsDollars } from '@/site/numbers'
import { comparisonQuery } from '../comparisonLink'
import { compareTubs, type TubCosts } from '../model'
import type { TubCostsForm } from '../schema'
import { breakEvenSentence, breakEvenShort, INSTALLED_ONCE, leftOutSentences, NOT_COUNTED } from '../wording'

type Input = MailSite & {
  siteUrl: URL
  to: string
  firstName: string
  /** The link that confirms the address, while it waits for confirmation (double opt-in). */
  confirmUrl: string | null
}

/**
 * Tubs as a message to an unconfirmed address names them: "Tub 1", "Tub 2", "Tub 3", in the order
 * typed, never the visitor's labels (free text a stranger could have written for that inbox), in
 * the e-mail and in its link back alike.
 */
const numberedTubs = (tubs: TubCosts[]): TubCosts[] => tubs.map((tub, index) => ({ ...tub, label: `Tub ${index + 1}` }))

/** A blank cost goes back into the link blank, as the visitor left it. */
const asTyped = (tub: TubCosts): TubCostsForm =>
  Object.fromEntries(
    Object.entries(tub).map(([field, value]) => [field, value === null ? '' : String(value)]),
  ) as TubCostsForm

/**
 * The comparison the visitor asked for, worked out by the same module as the page, so the figures
 * agree. It repeats only numbers, the first name through `echoName` and the tubs as numbered, and
 * links back to the comparison.
 */
export function comparisonEmail(input: Input & { tubs: TubCosts[] }): MailMessage {
  const tubs = numberedTubs(input.tubs)
  const result = compareTubs(tubs)
  const lines = result.tubs.map(
    (tub, index) =>
      `${tub.label}: ${centsAsDollars(tub.perYearCents)} a year of service ` +
      `(${centsAsDollars(tub.totalCents)} over ${tubs[index]!.lifeYears} years: ` +
      `purchase ${centsAsDollars(tub.purchaseCents)}, installation once ${centsAsDollars(tub.installCents)}, ` +
      `energy ${centsAsDollars(tub.energyCents)}, upkeep ${centsAsDollars(tub.upkeepCents)})`,
  )
  const { breakEven, longerLife } = result
  const longer =
    breakEven.kind === 'same-price'
      ? []
      : longerLife.rows.map(
          (row) =>
            `If ${longerLife.cheaper} lasts ${row.lifeYears} years: ${centsAsDollars(row.perYearCents)} a year of ` +
            `service; ${breakEven.dearer} has cost no more ${breakEvenShort(row.breakEven)}.`,
        )
  const url = new URL(`/compare-hot-tubs?${comparisonQuery(tubs.map(asTyped))}`, input.siteUrl).toString()
  return mailMessage(input, {
    audience: 'visitor',
    to: input.to,
    subject: visitorSubject(input, 'Your hot tub comparison'),
    template: 'tool-comparison',
    heading: 'Your hot tub comparison',
    greeting: input.firstName,
    paragraphs: [
      'Here is the comparison you asked for.',
      ...leftOutSentences(result.leftOut, tubs.length),
      lines.join('\n'),
      INSTALLED_ONCE,
      breakEvenSentence(breakEven),
      ...(longer.length ? [longer.join('\n')] : []),
      NOT_COUNTED,
    ],
    action: { label: 'Open the comparison', url },
    ...(input.confirmUrl ? { followUp: confirmFollowUp(input.confirmUrl) } : {}),
    footer:
      'You asked for this on our compare page. If you did not, ignore this message. ' +
      `Questions? Write to ${input.supportEmail}.`,
  })
}
