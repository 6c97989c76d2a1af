import { SiteLink } from '@/site/shell/SiteLink'
import type { PublicPricePosition } from '@/pricecheck/position/publicPricePosition'
import { formatDollars } from '@/site/numbers'

import { priceCheckFrom } from '../../tools'
import { type Scorecard, VERDICT_LABELS } from '../model'
import { NO_POSITION, positionSentence } from '../priceWords'
import type { Quote, ScorecardForm } from '../schema'
import { EmailMeForm } from '../../components/EmailMeForm'
import { emailScorecardSchema } from '../emailSchema'
import { PrintCardButton } from './PrintCardButton'

type Props = {
  card: Scorecard
  quote: Quote
  position: PublicPricePosition | null
  /** The answers as typed: what the e-mail sends for the server to score again. */
  form: ScorecardForm
}

/** The free price check, prefilled with this tub (the form still checks everything). */
const priceCheckLink = (quote: Quote) =>
  `${priceCheckFrom('scorecard')}&${new URLSearchParams({
    brand: quote.brand,
    model: quote.model,
    price: String(quote.quotedDollars),
  })}`

/** The compare tool with this tub first; its life follows the five criteria when the answers settle them. */
function compareLink(quote: Quote): string {
  const answers = Object.values(quote.criteria)
  const criteria = answers.includes('no') ? 'fails' : answers.every((answer) => answer === 'yes') ? 'meets' : null
  const query = new URLSearchParams({
    n1: `${quote.brand} ${quote.model}`.slice(0, 60),
    p1: String(quote.quotedDollars),
  })
  if (criteria) query.set('c1', criteria)
  return `/compare-hot-tubs?${query}`
}

/** The first verdict, why, where the price sits, what is still to pay, the red flags, and the card to take along. */
export function ScorecardResult({ card, quote, position, form }: Props) {
  return (
    <>
      <h3 className={`scorecard__verdict scorecard__verdict--${card.verdict}`}>{VERDICT_LABELS[card.verdict]}</h3>
      <ul className="scorecard__reasons">
        {card.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="scorecard__preliminary">
        A first verdict from your answers. Our staff&rsquo;s price check, within 24 to 48 hours, is the one to act on.
      </p>

      <h4>Where the price sits</h4>
      <p>{position ? positionSentence(position) : NO_POSITION}</p>

      {card.hiddenCosts.length ? (
        <>
          <h4>Still to pay for</h4>
          <ul>
            {card.hiddenCosts.map((cost) => (
              <li key={cost.extra}>
                <strong>{cost.label}</strong>: {cost.range ?? 'ask for a written price'}.
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {card.redFlags.length ? (
        <>
          <h4>Red flags</h4>
          <ul className="scorecard__flags">
            {card.redFlags.map((flag) => (
              <li key={flag.label}>
                <strong>{flag.label}.</strong> {flag.why}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <section className="scorecard__card" aria-labelledby="showroom-card-title">
        <h4 id="showroom-card-title">Ask the dealer</h4>
        <p className="scorecard__card-tub">
          {quote.brand} {quote.model}, quoted {formatDollars(quote.quotedDollars)}
        </p>
        <ol>
          {card.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
        <PrintCardButton />
      </section>

      <div className="scorecard__next">
        <SiteLink className="button" href={priceCheckLink(quote)}>
          Send it as a free price check
        </SiteLink>
        <SiteLink className="button button--secondary" href="/hot_tub_evaluation">
          Hot tub evaluation, 9.95 USD
        </SiteLink>
        <SiteLink className="button button--secondary" href={compareLink(quote)}>
          Compare it with another tub
        </SiteLink>
      </div>
      <EmailMeForm
        title="E-mail me this scorecard"
        what="this scorecard"
        endpoint="/api/tools/emailScorecard"
        extra={{ quote: form }}
        schema={emailScorecardSchema}
      />
    </>
  )
}
