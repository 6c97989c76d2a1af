'use client'

import { useState } from 'react'

import { centsAsDollars } from '@/site/numbers'
import type { compareTubs, OwnershipCost } from '../model'
import type { TubCostsForm } from '../schema'
import { CostBars } from './CostBars'
import { EmailMeForm } from '../../components/EmailMeForm'
import { emailComparisonSchema } from '../emailSchema'

type Props = { result: ReturnType<typeof compareTubs>; query: string; tubs: TubCostsForm[] }

function BreakEvenLine({ breakEven }: Pick<Props['result'], 'breakEven'>) {
  if (breakEven.kind === 'same-price') return <p>The tubs cost the same to buy: compare them per year below.</p>
  if (breakEven.kind === 'never') {
    return (
      <p>
        Within {breakEven.years} years, {breakEven.dearer} never costs less than {breakEven.cheaper}, even counting each
        tub bought again when it wears out.
      </p>
    )
  }
  return (
    <p>
      <strong>
        From year {breakEven.year}, {breakEven.dearer} has cost you less than {breakEven.cheaper}
      </strong>
      , counting each tub bought again when it wears out.
    </p>
  )
}

const PARTS: { key: keyof OwnershipCost; label: string }[] = [
  { key: 'purchaseCents', label: 'Purchase' },
  { key: 'installCents', label: 'Installation' },
  { key: 'energyCents', label: 'Energy' },
  { key: 'upkeepCents', label: 'Upkeep' },
]

/** What each tub costs to own, per year of service, when the dearer catches up, and the comparison's link. */
export function ComparisonResult({ result, query, tubs }: Props) {
  const [copied, setCopied] = useState(false)
  const cheapestPerYear = Math.min(...result.tubs.map((tub) => tub.perYearCents))
  return (
    <>
      <h3>Per year of service</h3>
      <ul className="compare__per-year">
        {result.tubs.map((tub) => (
          <li key={tub.label}>
            <strong>{tub.label}</strong>: {centsAsDollars(tub.perYearCents)} a year
            {tub.perYearCents === cheapestPerYear && result.tubs.length > 1 ? ' (the lowest)' : ''}
          </li>
        ))}
      </ul>
      <BreakEvenLine breakEven={result.breakEven} />
      <CostBars tubs={result.tubs} parts={PARTS} />
      {/* Wider than a phone: it scrolls sideways, and a keyboard can reach it to scroll it. */}
      <div className="compare__table-wrap" role="region" aria-label="Cost of ownership table" tabIndex={0}>
        <table className="tool__table">
          <caption>Cost of ownership over each tub’s life</caption>
          <thead>
            <tr>
              <th scope="col">Tub</th>
              {PARTS.map((part) => (
                <th key={part.key} scope="col">
                  {part.label}
                </th>
              ))}
              <th scope="col">Total</th>
              <th scope="col">Per year</th>
            </tr>
          </thead>
          <tbody>
            {result.tubs.map((tub) => (
              <tr key={tub.label}>
                <th scope="row">{tub.label}</th>
                {PARTS.map((part) => (
                  <td key={part.key}>{centsAsDollars(tub[part.key] as number)}</td>
                ))}
                <td>{centsAsDollars(tub.totalCents)}</td>
                <td>{centsAsDollars(tub.perYearCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="compare__share">
        <a href={`?${query}`}>Link to this comparison</a>: the figures only, for whoever you buy with.{' '}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={async () => {
            await navigator.clipboard?.writeText(`${window.location.origin}${window.location.pathname}?${query}`)
            setCopied(true)
          }}
        >
          {copied ? 'Link copied' : 'Copy the link'}
        </button>
      </p>
      <EmailMeForm
        title="E-mail me this comparison"
        what="this comparison"
        endpoint="/api/tools/emailComparison"
        extra={{ comparison: { tubs } }}
        schema={emailComparisonSchema}
      />
    </>
  )
}
