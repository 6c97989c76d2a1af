'use client'

import dynamic from 'next/dynamic'
import { formatCents } from '@/site/numbers'
import { SiteLink } from '@/site/shell/SiteLink'
import { type ReactNode, useLayoutEffect, useRef } from 'react'

import { Spinner } from '@/site/forms/Spinner'
import { useFetchWhenNear } from '@/site/useFetchWhenNear'

import { isServiceProduct, SERVICES, type ServiceProduct } from '../prices'
import type { PaymentOptions } from '../providers'
import { documentLoadedHere } from './documentLoadedHere'
import { OFFER_TEXT } from './offerCopy'
import { useBuyParam } from './useBuyParam'

// The checkout (its form rule is the server's zod schema) is its own chunk: the offer page's first
// load carries none of it, and it is fetched once the offers come near the screen, so Buy Now opens
// a form that takes typing at once (fetched at the tap, it took a phone 1.1 s).
const loadCheckout = () => import('./Checkout')
const Checkout = dynamic(() => loadCheckout().then((module) => module.Checkout), {
  ssr: false,
  loading: () => <Spinner active label="Loading the checkout…" />,
})

type Props = {
  /** The page's own prose: shown until the visitor chooses to buy. */
  intro: ReactNode
  /** The levels sold on this page as cards with Buy Now, in order. */
  levels: ServiceProduct[]
  /** A smaller option below the cards (the one-off consultation). */
  extra?: ServiceProduct
  /** A free alternative shown as the first card. */
  free?: { href: string; title: string; text: string }
  options: PaymentOptions
}

/**
 * A service page's offer and checkout. Buy Now hides the intro and shows the checkout for that
 * level; the URL says which (`?buy=pbs`), so Back returns to the offer and a shared link opens
 * the checkout.
 */
export function ServiceOffer({ intro, levels, extra, free, options }: Props) {
  const [buy, setBuy] = useBuyParam()
  const top = useRef<HTMLDivElement>(null)
  const buying = isServiceProduct(buy) && (levels.includes(buy) || buy === extra) ? buy : null

  const offers = useRef<HTMLElement>(null)
  useFetchWhenNear(offers, loadCheckout)

  // Before the checkout is painted: its form may be there at once, and a reader who taps into it
  // must keep the focus.
  useLayoutEffect(() => {
    if (!buying) return
    // A document's security policy is the one it was loaded with, and only the checkout pages'
    // allows the payment providers' origins: reached by an in-site link (client-side navigation),
    // this document still has the policy of the page it started on, so load the checkout itself.
    if ((options.card === 'stripe' || options.wallet) && !documentLoadedHere()) return window.location.reload()
    // Not from a reader already in the checkout's form.
    if (top.current?.contains(document.activeElement)) return
    // At once, like a new page: the site's smooth scrolling would move the form under a finger.
    top.current?.scrollIntoView({ block: 'start', behavior: 'instant' })
    top.current?.focus({ preventScroll: true })
  }, [buying, options])

  if (buying) {
    return (
      <div ref={top} className="service-offer service-offer--buying" tabIndex={-1}>
        <p>
          <button type="button" className="button button--secondary button--small" onClick={() => setBuy(null)}>
            ← Back to the service options
          </button>
        </p>
        <Checkout key={buying} product={buying} options={options} />
      </div>
    )
  }

  return (
    <div ref={top} className="service-offer" tabIndex={-1}>
      {intro}
      <section ref={offers} className="service-offer__levels" aria-labelledby="service-offer-title">
        <h2 id="service-offer-title">Choose your level</h2>
        <ul className="grid-list offer-cards">
          {free ? (
            <li className="offer-card">
              <h3 id="offer-free">{free.title}</h3>
              <p className="offer-card__price">Free</p>
              <p className="offer-card__text">{free.text}</p>
              <SiteLink className="button button--secondary" href={free.href} aria-describedby="offer-free">
                Free
              </SiteLink>
            </li>
          ) : null}
          {levels.map((product) => (
            <li key={product} className="offer-card">
              <h3 id={`offer-${product}`}>{SERVICES[product].name}</h3>
              <p className="offer-card__price">{formatCents(SERVICES[product].cents)} USD</p>
              <p className="offer-card__text">{OFFER_TEXT[product]}</p>
              <button
                type="button"
                className="button"
                aria-describedby={`offer-${product}`}
                onClick={() => setBuy(product)}
              >
                Buy Now
              </button>
            </li>
          ))}
        </ul>
        {extra ? (
          <div className="offer-extra">
            <p>
              <strong id={`offer-${extra}`}>
                {SERVICES[extra].name}: {formatCents(SERVICES[extra].cents)} USD.
              </strong>{' '}
              {OFFER_TEXT[extra]}
            </p>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={`offer-${extra}`}
              onClick={() => setBuy(extra)}
            >
              Book a consultation
            </button>
          </div>
        ) : null}
      </section>
    </div>
  )
}
