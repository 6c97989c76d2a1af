import { formatLongDate } from '@/site/dates'

import { VERDICT_LABELS } from '../report'
import { formatDollars } from '@/site/numbers'
import type { SentReport } from '../server/sentReport'
import './priceCheckReport.css'

/** Staff-written text as paragraphs: a blank line starts a new one, a single line break stays. */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  )
}

/** `/price-check/report/{id}`: staff's verdict and target price for each quoted tub, and their advice. */
export function PriceCheckReport({ report }: { report: SentReport }) {
  return (
    <article className="price-report">
      <h1>Your price check report</h1>
      <p className="price-report__date">Sent {formatLongDate(report.sentAt)}</p>
      <ol className="price-report__tubs" aria-label="Our verdict on each tub">
        {report.tubs.map((tub, index) => (
          <li key={index} className="price-report__tub">
            <h2 className="price-report__tub-name">
              {tub.brand} {tub.model}
            </h2>
            <dl className="price-report__facts">
              <div>
                <dt>Our verdict</dt>
                <dd>
                  <span
                    className={`price-report__verdict price-report__verdict--${tub.verdict}`}
                    data-verdict={tub.verdict}
                  >
                    {VERDICT_LABELS[tub.verdict]}
                  </span>
                </dd>
              </div>
              <div>
                <dt>You were quoted</dt>
                <dd>{tub.quotedPrice}</dd>
              </div>
              <div>
                <dt>Target price</dt>
                <dd className="price-report__target">{formatDollars(tub.targetPriceDollars)}</dd>
              </div>
            </dl>
            {tub.notes ? <Paragraphs text={tub.notes} className="price-report__notes" /> : null}
          </li>
        ))}
      </ol>
      <section className="price-report__summary" aria-labelledby="price-report-summary">
        <h2 id="price-report-summary">Our advice</h2>
        <Paragraphs text={report.summary} />
      </section>
    </article>
  )
}
