import type { Payload, PayloadRequest } from 'payload'

import { isRequest } from '@/platform/unitOfWork/transaction'

/** A product on sale as buyers see it (price in cents). */
export type CatalogueItem = {
  sku: string
  name: string
  size: string | null
  price: number
  shortDescription: string | null
  imageUrl: string | null
}

/** The active spa products, by name then price; given a unit of work's `req`, read inside it. */
export async function productsOnSale(scope: Payload | PayloadRequest): Promise<CatalogueItem[]> {
  const [payload, req] = isRequest(scope) ? [scope.payload, scope] : [scope, undefined]
  const { docs } = await payload.find({
    collection: 'spa-products',
    where: { active: { equals: true } },
    sort: ['name', 'price'],
    limit: 200,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return docs.map((product) => ({
    sku: product.sku,
    name: product.name,
    size: product.size ?? null,
    price: product.price,
    shortDescription: product.shortDescription ?? null,
    imageUrl: product.image && typeof product.image === 'object' ? (product.image.url ?? null) : null,
  }))
}
