import type { CollectionConfig, Plugin } from 'payload'

import { markSearchStale } from './server/siteSearch'

/** A collection with `markSearchStale` run after each save and delete, after the hooks it had. */
const followedBySearch = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    afterChange: [...(collection.hooks?.afterChange ?? []), () => markSearchStale()],
    afterDelete: [...(collection.hooks?.afterDelete ?? []), () => markSearchStale()],
  },
})

/**
 * Search follows the posts: a save or delete on this server makes the index check for changes at once
 * (the other servers catch up within 2 s). Listed after the content plugin, whose posts it follows, so
 * content imports nothing of search.
 */
export const searchPlugin = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug === 'posts' ? followedBySearch(collection) : collection,
  ),
})
