'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { formatShortDate } from '@/site/dates'

import { formatDollars } from '@/site/numbers'
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
 * Beside each tub of a price check, for staff writing the report: the band the public sees for its
 * model, where this quote sits against it, how many buyers count today, and every quote for the model
 * with whether it counts and why not, each a link to its price check
 * (GET /api/cms/price-check-positions/{id}/{tub}).
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
      {loaded.kind === 'loading' ? <p role="status">Reading buyers’ quotes…</p> : null}
      {loaded.kind === 'error' ? <p role="alert">{loaded.message}</p> : null}
      {loaded.kind === 'ready' ? <PositionSummary answer={loaded.answer} /> : null}
      {loaded.kind === 'ready' && loaded.answer.quotes.length > 0 ? (
        <QuoteList answer={loaded.answer} adminRoute={config.routes.admin} />
      ) : null}
    </section>
  )
}

const BAND_RULE =
  'The public sees a band once 10 reviewed buyers from 3 ZIP3 areas (none over a quarter) have quoted this model; ' +
  'it is renewed at most every 30 days, after 5 new reviewed buyers, and withdrawn once a year old.'

function PositionSummary({ answer }: { answer: StaffPricePosition }) {
  const { published, counting } = answer
  const counted = `${counting} ${counting === 1 ? 'buyer counts' : 'buyers count'} today`
  if (!published) {
    return (
      <p>
        Nothing published for this model yet: {counted}. {BAND_RULE}
      </p>
    )
  }
  const where = published.scope === 'state' ? `in ${published.state}` : 'nationwide'
  const band = `${formatDollars(published.lowDollars)}–${formatDollars(published.highDollars)}`
  const place = published.standing
    ? `This quote is ${published.standing} the band.`
    : 'Its price could not be read as dollars.'
  return (
    <p>
      {`The public sees ${band} (${where}, “${published.buyers}” buyers, as of ${published.asOf}). ${place} `}
      {`${counted}. ${BAND_RULE}`}
    </p>
  )
}

function QuoteList({ answer, adminRoute }: { answer: StaffPricePosition; adminRoute: string }) {
  return (
    <table className="tub-price-position__quotes">
      <caption>Every quote for this model, newest first, and whether it counts</caption>
      <thead>
        <tr>
          <th scope="col">Quoted</th>
          <th scope="col">Sent</th>
          <th scope="col">Counts</th>
          <th scope="col">Price check</th>
        </tr>
      </thead>
      <tbody>
        {answer.quotes.map((quote) => (
          <tr key={quote.priceCheckId}>
            <td>{formatDollars(quote.dollars)}</td>
            <td>{formatShortDate(quote.date)}</td>
            <td>{quote.counts ? 'yes' : `no: ${quote.exclusion}`}</td>
            <td>
              <a href={`${adminRoute}/collections/price-checks/${quote.priceCheckId}`}>#{quote.priceCheckId}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
