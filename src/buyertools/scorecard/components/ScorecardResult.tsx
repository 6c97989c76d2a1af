import type { PublicPricePosition } from '@/pricecheck/position/publicPricePosition'
import { priceCheckFrom } from '@/site/buyerTools'
import { formatDollars, formatDollarsAndCents } from '@/site/numbers'
import { SiteLink } from '@/site/shell/SiteLink'

import { criteriaOutcome } from '../../lifeExpectancy'
import { APR_BENCHMARK } from '../financing'
import type { HiddenCost, Source } from '../hiddenCosts'
import { BENCHMARK_SENTENCE, HEADLINE_WORDS, loanSentence, outTheDoorSentence, type Scorecard } from '../model'
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

const LINES = [
  ['build', 'Build'],
  ['terms', 'Terms'],
  ['price', 'Price'],
] as const

/** The free price check, prefilled with this tub (the form still checks everything). */
const priceCheckLink = (quote: Quote) =>
  `${priceCheckFrom('scorecard')}&${new URLSearchParams({
    brand: quote.brand,
    model: quote.model,
    price: String(quote.quotedDollars),
  })}`

/** The compare tool with this tub first; its life follows our judgement when the answers settle it. */
function compareLink(quote: Quote): string {
  const outcome = criteriaOutcome(Object.values(quote.criteria))
  const query = new URLSearchParams({
    n1: `${quote.brand} ${quote.model}`.slice(0, 60),
    p1: String(quote.quotedDollars),
  })
  if (outcome === 'meetsAll') query.set('a1', 'meets')
  if (outcome === 'failsOne') query.set('a1', 'failsOne')
  if (outcome === 'failsTwoOrMore') query.set('a1', 'fails')
  return `/compare-hot-tubs?${query}`
}

const Cited = ({ source }: { source: Source }) => (
  <a href={source.url} rel="noopener">
    {source.name}
  </a>
)

function CostItem({ cost }: { cost: HiddenCost }) {
  const { range } = cost
  if (!range) {
    return (
      <li>
        <strong>{cost.label}</strong>: no published figure we could check: ask for a written price.
      </li>
    )
  }
  return (
    <li>
      <strong>{cost.label}</strong>: {formatDollars(range.lowDollars)} to {formatDollars(range.highDollars)}
      {range.note ? `, ${range.note}` : ''} (<Cited source={range.source} />
      {range.noteSource ? (
        <>
          ; <Cited source={range.noteSource} />
        </>
      ) : null}
      ).
    </li>
  )
}

/** The headline, the three lines, the notes, the loan, what is still to pay, the red flags, the dealer card. */
export function ScorecardResult({ card, quote, position, form }: Props) {
  return (
    <>
      <h3 className={`scorecard__verdict scorecard__verdict--${card.headline}`}>{HEADLINE_WORDS[card.headline]}</h3>
      <ul className="scorecard__lines">
        {LINES.map(([key, title]) => (
          <li key={key} className={`scorecard__line scorecard__line--${card[key].level}`}>
            <strong>
              {title}: {card[key].words}.
            </strong>{' '}
            {card[key].reasons.join(' ')}
          </li>
        ))}
      </ul>
      <p className="scorecard__preliminary">
        A first verdict from your answers: the headline is the most serious of the three lines. Our staff&rsquo;s price
        check, within 24 to 48 hours, is the one to act on.
      </p>

      {card.notes.map((note) => (
        <p key={note.label} className="scorecard__note">
          <strong>{note.label}.</strong> {note.text} (<Cited source={note.source} />)
        </p>
      ))}

      <h4>Where the price sits</h4>
      <p>{position ? positionSentence(position) : NO_POSITION}</p>

      {card.loan ? (
        <>
          <h4>The finance offer</h4>
          <p>{loanSentence(card.loan)}</p>
          <p className="scorecard__source">
            Monthly payment = amount × r ÷ (1 − (1 + r)<sup>−months</sup>), r = APR ÷ 12; here{' '}
            {formatDollarsAndCents(card.loan.monthlyPaymentCents)}. {BENCHMARK_SENTENCE} Source:{' '}
            <a href={APR_BENCHMARK.url} rel="noopener">
              FRED, series TERMCBPER24NS
            </a>
            , read through{' '}
            <a href={APR_BENCHMARK.readAt} rel="noopener">
              CalcFi&rsquo;s copy
            </a>
            .
          </p>
        </>
      ) : null}

      {card.hiddenCosts.length ? (
        <>
          <h4>Still to pay for</h4>
          <ul>
            {card.hiddenCosts.map((cost) => (
              <CostItem key={cost.extra} cost={cost} />
            ))}
          </ul>
        </>
      ) : null}
      <p className="scorecard__total">{outTheDoorSentence(card.outTheDoor, quote.salesTaxPercent)}</p>

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
