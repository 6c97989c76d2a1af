import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { recordSeeded, seededItems } from '@/db/statements/seedRecord'

/**
 * A demo list created once, on a database that never had one: an existing list (staff's) is left alone,
 * and a list staff emptied stays empty. `record` is the seed's record of it; `noun` names the items in
 * the start-up log.
 */
export async function seedDemoListOnce<C extends CollectionSlug>(
  payload: Payload,
  list: { collection: C; record: string; noun: string; items: readonly RequiredDataFromCollectionSlug<C>[] },
): Promise<string> {
  const { totalDocs } = await payload.count({ collection: list.collection, overrideAccess: true })
  if (totalDocs > 0) {
    await recordSeeded(payload, [list.record])
    return `${totalDocs} ${list.noun} already, left as staff keep them`
  }
  if ((await seededItems(payload, list.record)).has(list.record))
    return `none: staff deleted the demo ${list.noun}, not recreated`
  for (const data of list.items) await payload.create({ collection: list.collection, data, overrideAccess: true })
  await recordSeeded(payload, [list.record])
  return `${list.items.length} demo ${list.noun} created`
}
