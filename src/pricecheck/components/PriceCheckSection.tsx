import './priceCheck.css'

import { getBrandList } from '../server/brands'
import { PRICE_CHECK_ANCHOR } from './PriceCheckJumpLink'
import { LazyPriceCheckForm } from './LazyPriceCheckForm'

/** The price check page's feature: the form, with the brand list already in the HTML. */
export async function PriceCheckSection() {
  const { brands } = await getBrandList()
  return (
    <div id={PRICE_CHECK_ANCHOR} className="price-check-anchor">
      <LazyPriceCheckForm brands={brands} />
    </div>
  )
}
