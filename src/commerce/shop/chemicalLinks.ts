import { unstable_cache } from 'next/cache'

import { CONTENT_TAGS } from '@/content/server/cacheTags'
import { getAllPublished } from '@/content/server/cachedContent'
import { pathToHref } from '@/content/paths'
import { getPayloadClient } from '@/payloadClient'

import { CATALOGUE_TAG } from './catalogueTag'
import type { SpaChemical } from './chemicals'
import { SHOP_ANCHOR } from './components/ShopJumpLink'

/** Our product of one chemical kind, and where a buyer orders it (the shop's buy box). */
export type ChemicalLink = { name: string; size: string | null; href: string }
export type ChemicalLinks = Partial<Record<SpaChemical, ChemicalLink>>

/**
 * For each chemical kind staff named on a product on sale, the cheapest such product, linked to the buy box
 * on the published page that holds the shop (the `spaShop` feature). No shop page, or no product of a kind:
 * no link, and the calculator gives the generic name alone.
 */
export const getChemicalLinks = unstable_cache(
  async (): Promise<ChemicalLinks> => {
    const shopPage = (await getAllPublished()).find((post) => post.feature === 'spaShop')
    if (!shopPage) return {}
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'spa-products',
      where: { and: [{ active: { equals: true } }, { chemical: { exists: true } }] },
      sort: 'price',
      limit: 200,
      depth: 0,
      overrideAccess: true,
    })
    const links: ChemicalLinks = {}
    for (const product of docs) {
      if (!product.chemical || links[product.chemical]) continue
      links[product.chemical] = {
        name: product.name,
        size: product.size ?? null,
        href: `${pathToHref(shopPage.slug)}#${SHOP_ANCHOR}`,
      }
    }
    return links
  },
  ['spa-products-by-chemical'],
  { tags: [CATALOGUE_TAG, CONTENT_TAGS.lists] },
)
