'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'

import { SelectField } from '@/site/forms/SelectField'
import { Spinner } from '@/site/forms/Spinner'
import { TextField } from '@/site/forms/TextField'

import { documentLoadedHere } from '../../components/documentLoadedHere'
import type { PaymentOptions } from '../../providers'
import {
  addToBasket,
  type BasketLimits,
  type BasketLine,
  basketSubtotal,
  itemLabel,
  pricedLines,
  removeFromBasket,
  usd,
} from '../basket'
import type { CatalogueItem } from '../catalog'
import { useStoredBasket } from './useStoredBasket'

// The shipping form (its rule is the server's zod schema) and the payment code are their own chunks,
// fetched on Checkout: the review's first load carries none of them.
const ShopCheckout = dynamic(() => import('./ShopCheckout').then((module) => module.ShopCheckout), {
  ssr: false,
  loading: () => <Spinner active label="Loading the checkout…" />,
})

type Props = { catalogue: CatalogueItem[]; limits: BasketLimits; options: PaymentOptions }

/**
 * The buy box: product, size and quantity, a basket (two sizes can be bought together; the same
 * size again raises its quantity, up to the limit), its items subtotal at catalogue prices, then
 * Checkout, which opens the shipping form and, after it, the payment area.
 */
export function BuyBox({ catalogue, limits, options }: Props) {
  const id = useId()
  const names = useMemo(() => [...new Set(catalogue.map((item) => item.name))], [catalogue])
  const skus = useMemo(() => catalogue.map((item) => item.sku), [catalogue])
  const [name, setName] = useState(names[0] ?? '')
  const sizes = catalogue.filter((item) => item.name === name)
  const [sku, setSku] = useState(sizes[0]?.sku ?? '')
  const [quantity, setQuantity] = useState('1')
  const [{ lines: basket, checkingOut }, store] = useStoredBasket(skus)
  const setBasket = (lines: BasketLine[]) => store({ lines, checkingOut: false })
  const setCheckingOut = (open: boolean) => store({ lines: basket, checkingOut: open })
  const [note, setNote] = useState<{ text: string; refused: boolean } | null>(null)
  const checkoutTop = useRef<HTMLDivElement>(null)

  const lines = pricedLines(basket, catalogue)
  const chosen = catalogue.find((item) => item.sku === sku) ?? sizes[0]

  function chooseProduct(next: string) {
    setName(next)
    setSku(catalogue.find((item) => item.name === next)?.sku ?? '')
  }

  function add(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return
    const change = addToBasket(basket, chosen, Number(quantity.trim() || NaN), limits)
    setBasket(change.basket)
    setNote({ text: change.message, refused: change.refused })
  }

  function remove(line: (typeof lines)[number]) {
    setBasket(removeFromBasket(basket, line.sku))
    setNote({ text: `Removed ${itemLabel(line.item)} from your order.`, refused: false })
  }

  function checkout() {
    // The document's security policy is the one it loaded with: reached by an in-site link, load
    // this page itself so Stripe's or PayPal's code may run (the open checkout waits in session storage).
    setCheckingOut(true)
    if ((options.card === 'stripe' || options.wallet) && !documentLoadedHere()) window.location.reload()
  }

  useEffect(() => {
    if (checkingOut) void checkoutTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [checkingOut])

  return (
    <>
      <form className="shop-choose" onSubmit={add} noValidate aria-label="Choose a product">
        <fieldset className="shop-choose__fields" disabled={checkingOut}>
          <SelectField
            id={`${id}-product`}
            label="Product"
            value={name}
            onChange={(event) => chooseProduct(event.target.value)}
            choices={names.map((each) => ({ value: each, label: each }))}
          />
          {chosen?.shortDescription ? <p className="shop-choose__description">{chosen.shortDescription}</p> : null}
          <SelectField
            id={`${id}-size`}
            label="Size"
            value={sku}
            onChange={(event) => setSku(event.target.value)}
            choices={sizes.map((item) => ({
              value: item.sku,
              label: `${item.size ?? 'One size'}: ${usd(item.price)}`,
            }))}
          />
          <TextField
            id={`${id}-quantity`}
            label="Quantity"
            hint={`From 1 to ${limits.maxQuantity}.`}
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.maxQuantity}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              Add to order
            </button>
          </div>
        </fieldset>
      </form>
      <p className={note?.refused ? 'shop-note shop-note--refused' : 'shop-note'} role="status">
        {note?.text}
      </p>
      <section className="shop-basket" aria-labelledby={`${id}-basket`}>
        <h3 id={`${id}-basket`}>Your basket</h3>
        {lines.length === 0 ? (
          <p className="shop-basket__empty">Nothing yet: choose a size and a quantity, then Add to order.</p>
        ) : (
          <>
            <ul className="shop-lines">
              {lines.map((line) => (
                <li key={line.sku} className="shop-line">
                  <span>
                    {line.quantity} × {itemLabel(line.item)}
                  </span>
                  <span className="shop-line__price">{usd(line.extended)}</span>
                  {checkingOut ? null : (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Remove ${itemLabel(line.item)}`}
                      onClick={() => remove(line)}
                    >
                      Remove
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <p className="shop-basket__subtotal">
              Items subtotal: <strong>{usd(basketSubtotal(lines))}</strong> before tax
            </p>
            <div className="form-actions">
              {checkingOut ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setCheckingOut(false)}
                >
                  Change my order
                </button>
              ) : (
                <button type="button" className="button" onClick={checkout}>
                  Checkout
                </button>
              )}
            </div>
          </>
        )}
      </section>
      <div ref={checkoutTop}>
        {checkingOut && lines.length > 0 ? (
          <ShopCheckout
            items={lines.map(({ sku: each, quantity: count }) => ({ sku: each, quantity: count }))}
            options={options}
          />
        ) : null}
      </div>
    </>
  )
}
