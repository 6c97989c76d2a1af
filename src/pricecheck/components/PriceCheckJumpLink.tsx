import './priceCheck.css'

export const PRICE_CHECK_ANCHOR = 'check-my-price'

/**
 * At the top of the price check page: the form follows the page's explanations, a long scroll
 * down on a phone, so the visitor who came to send a quote gets there in one tap.
 */
export function PriceCheckJumpLink() {
  return (
    <p className="price-check-jump">
      <a className="button" href={`#${PRICE_CHECK_ANCHOR}`}>
        Go to the price check form
      </a>
    </p>
  )
}
