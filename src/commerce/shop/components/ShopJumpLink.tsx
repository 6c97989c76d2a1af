import './shop.css'

export const SHOP_ANCHOR = 'order'

/** Under the review's title: the buy box follows the whole review, a long scroll on a phone. */
export function ShopJumpLink() {
  return (
    <p className="shop-jump">
      <a className="button button--secondary button--small" href={`#${SHOP_ANCHOR}`}>
        Order it from us
      </a>
    </p>
  )
}
