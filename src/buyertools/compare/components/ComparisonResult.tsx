'use client'

import { useState } from 'react'

import { centsAsDollars } from '@/site/numbers'
import type { Comparison, OwnershipCost } from '../model'
import type { TubCostsForm } from '../schema'
import { CostBars } from './CostBars'
import { EmailMeForm } from '../../components/EmailMeForm'
import { emailComparisonSchema } from '../emailSchema'
import {
  breakEvenShort,
  breakEvenSentence,
  INSTALLED_ONCE,
  leftOutSentences,
  longerLifeCaption,
  NOT_COUNTED,
} from '../wording'

type Props = { result: Comparison; query: string; tubs: TubCostsForm[] }

const PARTS: { key: keyof OwnershipCost; label: string }[] = [
  { key: 'purchaseCents', label: 'Purchase' },
  { key: 'installCents', label: 'Installation' },
  { key: 'energyCents', label: 'Energy' },
  { key: 'upkeepCents', label: 'Upkeep' },
]

/** The cheaper tub's cost per year and the break-even if it lasts longer than we assume. */
function LongerLifeTable({ result }: { result: Comparison }) {
  const { breakEven, longerLife } = result
  if (breakEven.kind === 'same-price' || longerLife.rows.length === 0) return null
  return (
    <div className="tool__table-wrap" role="region" aria-label={longerLifeCaption(longerLife.cheaper)} tabIndex={0}>
      <table className="tool__table">
        <caption>{longerLifeCaption(longerLife.cheaper)}</caption>
        <thead>
          <tr>
            <th scope="col">It lasts</th>
            <th scope="col">Its cost per year of service</th>
            <th scope="col">{breakEven.dearer} has cost no more</th>
          </tr>
        </thead>
        <tbody>
          {longerLife.rows.map((row, index) => (
            <tr key={row.lifeYears}>
              <th scope="row">
                {row.lifeYears} years{index === 0 ? ' (the life above)' : ''}
              </th>
              <td>{centsAsDollars(row.perYearCents)}</td>
              <td>{breakEvenShort(row.breakEven)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What each tub costs to own, per year of service, when the dearer catches up, and the comparison's link. */
export function ComparisonResult({ result, query, tubs }: Props) {
  const [copied, setCopied] = useState(false)
  const cheapestPerYear = Math.min(...result.tubs.map((tub) => tub.perYearCents))
  return (
    <>
      <h3>Per year of service</h3>
      {leftOutSentences(result.leftOut, result.tubs.length).map((sentence) => (
        <p key={sentence} className="compare__notice">
          {sentence}
        </p>
      ))}
      <ul className="compare__per-year">
        {result.tubs.map((tub, index) => (
          <li key={index}>
            <strong>{tub.label}</strong>: {centsAsDollars(tub.perYearCents)} a year
            {tub.perYearCents === cheapestPerYear && result.tubs.length > 1 ? ' (the lowest)' : ''}
          </li>
        ))}
      </ul>
      <p className="compare__hint">{INSTALLED_ONCE}</p>
      <p>
        <strong>{breakEvenSentence(result.breakEven)}</strong>
      </p>
      <LongerLifeTable result={result} />
      <CostBars tubs={result.tubs} parts={PARTS} />
      {/* Wider than a phone: it scrolls sideways in its own box, and a keyboard can reach it to scroll it. */}
      <div className="tool__table-wrap" role="region" aria-label="Cost of ownership table" tabIndex={0}>
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
              <th scope="col">Per year of service</th>
            </tr>
          </thead>
          <tbody>
            {result.tubs.map((tub, index) => (
              <tr key={index}>
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
      <p className="compare__hint">{NOT_COUNTED}</p>
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
