'use client'

import { useEffect, useId, useMemo, useState } from 'react'

import { useLocationQuery } from '@/site/useLocationQuery'

import { useCountedUse } from '../../usage/useCountedUse'

import {
  comparisonFromQuery,
  comparisonQuery,
  energyCalculatorHref,
  type LinkedTub,
  type TubSeed,
  tubSeedsFromQuery,
} from '../comparisonLink'
import { compareTubs } from '../model'
import { comparisonSchema, MAX_TUBS, MIN_TUBS } from '../schema'
import { ComparisonResult } from './ComparisonResult'
import { newTub, type TubForm, typedFigures, withCriteria } from './tubForm'
import { TubFields } from './TubFields'
import { ToolForm } from '../../components/ToolForm'

/** The query this page last wrote into the address (the visitor's own comparison). */
let written: string | null = null

/** A fresh comparison, or the one a shared link carries (read in the browser, after the page's first paint). */
export function CompareTubs() {
  const address = useLocationQuery()
  // The comparison writes its own figures into the address: reading them back would restart it.
  const [query, setQuery] = useState(address)
  if (address !== query && address !== written) setQuery(address)
  const shared = comparisonFromQuery(query)
  const seeds = shared ? null : tubSeedsFromQuery(query)
  return <Comparison key={shared || seeds ? query : ''} shared={shared} seeds={seeds} />
}

/**
 * Two or three tubs side by side: what each costs to own over its life and per year of service,
 * worked out as the visitor types. The figures ride in the page's address, so the comparison is a
 * link to send to a partner. What the visitor types leaves the browser only when they ask for the e-mail.
 */
function Comparison({ shared, seeds }: { shared: Required<LinkedTub>[] | null; seeds: TubSeed[] | null }) {
  const id = useId()
  const [tubs, setTubs] = useState<TubForm[]>(() => {
    if (shared) return shared
    return (seeds ?? [null, null]).map((seed, index) => {
      const tub = { ...newTub(index + 1), ...seed?.figures }
      return seed?.criteria ? withCriteria(tub, seed.criteria) : tub
    })
  })
  const { figures, checked } = useMemo(() => {
    const typed = tubs.map(typedFigures)
    return { figures: typed, checked: comparisonSchema.safeParse({ tubs: typed }) }
  }, [tubs])
  const errorsOf = (index: number): Record<string, string> => {
    if (checked.success) return {}
    const errors: Record<string, string> = {}
    for (const issue of checked.error.issues) {
      if (issue.path[1] === index && typeof issue.path[2] === 'string') errors[issue.path[2]] ??= issue.message
    }
    return errors
  }
  const result = checked.success ? compareTubs(checked.data.tubs) : null
  useCountedUse('compare', result !== null)
  const link = checked.success ? comparisonQuery(tubs) : null

  useEffect(() => {
    if (link === null) return
    written = `?${link}`
    window.history.replaceState(window.history.state, '', written)
  }, [link])

  const update = (index: number) => (tub: TubForm) =>
    setTubs((current) => current.map((each, at) => (at === index ? tub : each)))

  return (
    <div className="tool__body">
      <ToolForm className="compare__form" label="The tubs you are comparing">
        {tubs.map((tub, index) => (
          <TubFields
            key={index}
            id={`${id}-${index}`}
            number={index + 1}
            tub={tub}
            errors={errorsOf(index)}
            calculatorHref={energyCalculatorHref(tubs, index)}
            onChange={update(index)}
            onRemove={
              tubs.length > MIN_TUBS ? () => setTubs((current) => current.filter((_, at) => at !== index)) : undefined
            }
          />
        ))}
        {tubs.length < MAX_TUBS ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setTubs((current) => [...current, newTub(current.length + 1)])}
          >
            Add a third tub
          </button>
        ) : null}
      </ToolForm>
      <div className="tool__result compare__result">
        {result && link !== null ? (
          <ComparisonResult result={result} query={link} tubs={figures} />
        ) : (
          <p className="compare__waiting">Give each tub a price and an expected life to compare them.</p>
        )}
      </div>
    </div>
  )
}
