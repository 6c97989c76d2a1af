import { apiRoute } from '@/platform/http/apiRoute'
import { json } from '@/platform/http/json'
import { getPayloadClient } from '@/payloadClient'

import { productsOnSale } from '../shop/catalog'
import { lineName } from '../shop/quote'

/**
 * `GET /api/ecomm/products`: the spa products on sale, `{products: [{sku, name, price}]}` (name
 * with its size, price in cents). Not cached (json's `no-store`), like getBrands: a price or
 * on-sale change in the admin shows at once, so the list never offers what the checkout's quote
 * would then refuse or price differently; it is one small indexed query.
 */
export const listProducts = apiRoute(async () => {
  const products = await productsOnSale(await getPayloadClient())
  return json({
    products: products.map((product) => ({ sku: product.sku, name: lineName(product), price: product.price })),
  })
})
