import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { recordSeeded, seededItems } from '@/platform/db/statements/seedRecord'

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

/**
 * Published records (one per `keyOf(item)` in `keyField`) filled in where the seed never created them:
 * what staff edited is left alone, and what they deleted stays deleted (the seed's record of
 * `{collection}:{key}` says it was made once). Answers the start-up log's line.
 */
export async function seedPublishedRecords<C extends CollectionSlug, T>(
  payload: Payload,
  list: {
    collection: C
    keyField: string
    noun: string
    items: readonly T[]
    keyOf: (item: T) => string
    data: (item: T) => RequiredDataFromCollectionSlug<C>
  },
): Promise<string> {
  const recordOf = (item: T) => `${list.collection}:${list.keyOf(item)}`
  // Only the key of each record; Payload's types cannot follow a select named at run time.
  const { docs } = (await payload.find({
    collection: list.collection as CollectionSlug,
    pagination: false,
    depth: 0,
    select: { [list.keyField]: true },
    overrideAccess: true,
  } as Parameters<Payload['find']>[0])) as unknown as { docs: Record<string, unknown>[] }
  const have = new Set(docs.map((doc) => doc[list.keyField]))
  const seeded = await seededItems(payload, `${list.collection}:`)
  const absent = list.items.filter((item) => !have.has(list.keyOf(item)))
  const missing = absent.filter((item) => !seeded.has(recordOf(item)))
  for (const item of missing)
    await payload.create({ collection: list.collection, data: list.data(item), overrideAccess: true })
  const present = list.items.filter((item) => have.has(list.keyOf(item)) || missing.includes(item))
  await recordSeeded(payload, present.map(recordOf))
  const deleted = absent.length - missing.length
  return (
    `${missing.length} ${list.noun} added, ${have.size} already kept by staff` +
    (deleted ? `, ${deleted} deleted by staff, not recreated` : '')
  )
}
