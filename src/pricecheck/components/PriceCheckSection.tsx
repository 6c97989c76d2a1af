import './priceCheck.css'

import { getBrandList } from '../server/brands'
import { PriceCheckForm } from './PriceCheckForm'

/** The price check page's feature: the form, with the brand list already in the HTML. */
export async function PriceCheckSection() {
  const { brands } = await getBrandList()
  return <PriceCheckForm brands={brands} />
}
