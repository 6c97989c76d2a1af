'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { formatShortDate } from '@/site/dates'

import { formatDollars } from '@/site/numbers'
import type { PricePosition } from '../pricePosition'
import type { StaffPricePosition } from '../staffPricePosition'

type Loaded = { kind: 'loading' } | { kind: 'ready'; answer: StaffPricePosition } | { kind: 'error'; message: string }

/** The row of `tubs.{n}.pricePosition`, the path Payload gives this field in the tubs array. */
const tubIndexOf = (path: string): number | null => {
  const match = /(?:^|\.)(\d+)\.[^.]+$/.exec(path)
  return match ? Number(match[1]) : null
}

async function loadPosition(url: string): Promise<Loaded> {
  try {
    const response = await fetch(url, { credentials: 'include' })
    if (response.ok) return { kind: 'ready', answer: (await response.json()) as StaffPricePosition }
    const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
    return {
      kind: 'error',
      message: body.errors?.[0]?.message ?? `The price position was refused (${response.status}).`,
    }
  } catch {
    return { kind: 'error', message: 'The server could not be reached for the price position.' }
  }
}

/**
 * Beside each tub of a price check, for staff writing the report: where its quote sits among the
 * quotes other buyers sent for the same model (what the public sees, with the exact count), and
 * those quotes, each a link to its price check (GET /api/cms/price-check-positions/{id}/{tub}).
 */
export function TubPricePosition({ path }: UIFieldClientProps) {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const tub = tubIndexOf(path)
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })

  useEffect(() => {
    if (!id || tub === null) return
    let current = true
    void loadPosition(`${config.routes.api}/price-check-positions/${id}/${tub}`).then((next) => {
      if (current) setLoaded(next)
    })
    return () => {
      current = false
    }
  }, [id, tub, config.routes.api])

  if (!id || tub === null) return null
  return (
    <section className="tub-price-position" aria-label={`Price position of tub ${tub + 1}`}>
      <h4>Price position</h4>
      {loaded.kind === 'loading' ? <p role="status">Reading other buyers’ quotes…</p> : null}
      {loaded.kind === 'error' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.kind === 'ready' ? <PositionSummary answer={loaded.answer} /> : null}
      {loaded.kind === 'ready' && loaded.answer.quotes.length > 0 ? (
        <QuoteList answer={loaded.answer} adminRoute={config.routes.admin} />
      ) : null}
    </section>
  )
}

function PositionSummary({ answer }: { answer: StaffPricePosition }) {
  const { position, count, scope } = answer
  const quotes = `${count} ${count === 1 ? 'quote' : 'quotes'}`
  if (!position || !scope) {
    return (
      <p>
        Not enough data yet: {count === 0 ? 'no other buyer has' : `other buyers have sent ${quotes}`} for this model.
        The public sees a position from 5 quotes.
      </p>
    )
  }
  const where = scope === 'state' ? 'in this buyer’s state' : 'nationwide'
  const place = 'percentFromAverage' in position ? placeOf(position) : 'Its price could not be read as dollars.'
  return (
    <p>
      {quotes} {where} (the public sees “{position.quoteCount}”): average {formatDollars(position.averageDollars)},
      typically {formatDollars(position.typicalLowDollars)}–{formatDollars(position.typicalHighDollars)}. {place}
    </p>
  )
}

function placeOf({ percentFromAverage, standing }: PricePosition): string {
  if (percentFromAverage === 0) return 'This quote is at the average (about average).'
  const side = percentFromAverage > 0 ? 'above' : 'below'
  return `This quote is ${Math.abs(percentFromAverage)}% ${side} the average (${standing}).`
}

function QuoteList({ answer, adminRoute }: { answer: StaffPricePosition; adminRoute: string }) {
  return (
    <table className="tub-price-position__quotes">
      <caption>The quotes behind it, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Quoted</th>
          <th scope="col">Sent</th>
          <th scope="col">Price check</th>
        </tr>
      </thead>
      <tbody>
        {answer.quotes.map((quote) => (
          <tr key={quote.priceCheckId}>
            <td>{formatDollars(quote.dollars)}</td>
            <td>{formatShortDate(quote.date)}</td>
            <td>
              <a href={`${adminRoute}/collections/price-checks/${quote.priceCheckId}`}>#{quote.priceCheckId}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
