import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/payloadClient'

import { productsOnSale } from './catalog'
import { CATALOGUE_TAG } from './catalogueTag'

/** The products on sale for the buy box's HTML (the page stays cached); a staff edit revalidates it. */
export const getCatalogue = unstable_cache(
  async () => productsOnSale(await getPayloadClient()),
  ['spa-products-on-sale'],
  { tags: [CATALOGUE_TAG] },
)
