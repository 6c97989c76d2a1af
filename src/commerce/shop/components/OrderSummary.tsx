import { useId } from 'react'

import { usd } from '../basket'

/** The server's own lines and totals of a spa-product order (cents), as `create-payment-intent` answers them. */
export type ServerTotals = {
  lines: { sku: string; name: string; quantity: number; unitPrice: number; extended: number }[]
  subTotal: number
  tax: number
  total: number
}

/** What the buyer is about to pay, line by line, with the tax for the state shipped to: every figure the server's. */
export function OrderSummary({ totals }: { totals: ServerTotals }) {
  const id = useId()
  return (
    <section className="shop-summary" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="checkout__step">
        Your order
      </h3>
      <ul className="shop-lines">
        {totals.lines.map((line) => (
          <li key={line.sku} className="shop-line">
            <span>
              {line.quantity} × {line.name} <span className="shop-line__unit">({usd(line.unitPrice)} each)</span>
            </span>
            <span className="shop-line__price">{usd(line.extended)}</span>
          </li>
        ))}
      </ul>
      <dl className="shop-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{usd(totals.subTotal)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{usd(totals.tax)}</dd>
        </div>
        <div className="shop-totals__total">
          <dt>Total</dt>
          <dd>{usd(totals.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
