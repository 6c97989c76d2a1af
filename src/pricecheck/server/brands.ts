import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { getPayloadClient } from '@/payloadClient'

import type { BrandList } from '../schemas'
import { BRANDS_TAG } from './brandsTag'

/** Every brand with its models, brands by name, models in the order staff gave them. */
export async function listBrands(payload: Payload): Promise<BrandList> {
  const { docs } = await payload.find({
    collection: 'spa-brands',
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return {
    brands: docs.map((brand) => ({
      name: brand.name,
      models: (brand.models ?? []).map((model) => ({ name: model.name })),
    })),
  }
}

/** The brand list for the price check page's HTML; a staff edit revalidates it. */
export const getBrandList = unstable_cache(async () => listBrands(await getPayloadClient()), ['spa-brands'], {
  tags: [BRANDS_TAG],
})
