import './shop.css'
import '../../components/commerce.css'

import { OWNERS_CORNER_TOOL } from '@/site/ownersCorner'

import { paymentOptions } from '../../providers'
import { getCatalogue } from '../cachedCatalogue'
import { MAX_LINES, MAX_QUANTITY } from '../schemas'
import { LazyBuyBox } from './LazyBuyBox'
import { SHOP_ANCHOR } from './ShopJumpLink'

/**
 * The `spaShop` page feature after the review's text: the products on sale (in the page's HTML,
 * from the cached catalogue) and the buy box. Nothing on sale: the box says so.
 */
export async function SpaShop() {
  const catalogue = await getCatalogue()
  const names = [...new Set(catalogue.map((item) => item.name))]
  return (
    <section id={SHOP_ANCHOR} className="shop" aria-labelledby="shop-title">
      <h2 id="shop-title">{names.length === 1 ? `Order the ${names[0]}` : 'Order from our shop'}</h2>
      {catalogue.length === 0 ? (
        <p className="shop__closed">Nothing is on sale in our shop right now. Please look again soon.</p>
      ) : (
        <>
          <p className="shop__intro">
            Shipped within the United States. Sales tax, if your state has one, is added at checkout.
          </p>
          <LazyBuyBox
            catalogue={catalogue}
            limits={{ maxQuantity: MAX_QUANTITY, maxLines: MAX_LINES }}
            options={paymentOptions()}
          />
        </>
      )}
      <p className="shop__care">
        Not sure what your water needs? <a href={OWNERS_CORNER_TOOL.href}>{OWNERS_CORNER_TOOL.title}</a> Our water-care
        calculator works it out from your test readings.
      </p>
    </section>
  )
}
