import type { Payload, Where } from 'payload'

import type { CertifiedSpaModel } from '@/payload-types'

import { type CertifiedModel, type CertifiedModelSearch, SEARCH_LIMIT } from '../certifiedModel'
import { searchWords } from '../modelKey'

/** A row as the contract gives it to the tools. */
export function certifiedModelOf(row: CertifiedSpaModel): CertifiedModel {
  return {
    id: String(row.id),
    brand: row.brand,
    model: row.model,
    spaType: row.spaType,
    fillVolumeGallons: row.fillVolumeGallons,
    standbyWatts: row.standbyWatts,
    coverModel: row.coverModel || null,
    listedOn: row.listedOn || null,
  }
}

/** When staff last imported the list (yyyy-mm-dd, UTC), or null before the first import. */
export async function lastImportedOn(payload: Payload): Promise<string | null> {
  const kept = await payload.findGlobal({ slug: 'certified-spa-model-import', depth: 0, overrideAccess: true })
  return kept.importedAt ? kept.importedAt.slice(0, 10) : null
}

/**
 * The models whose brand and model hold every typed word, compared as the key is (no case, spaces or
 * punctuation, so "j 335" finds "J-335"), brand then model, at most `SEARCH_LIMIT`. At most
 * `MAX_SEARCH_WORDS` words of letters and digits only, so no LIKE wildcard reaches the database.
 */
export async function searchCertifiedModels(payload: Payload, query: string): Promise<CertifiedModelSearch> {
  const words = searchWords(query)
  const [found, listSize, importedOn] = await Promise.all([
    words.length === 0
      ? Promise.resolve([])
      : payload
          .find({
            collection: 'certified-spa-models',
            where: { and: words.map((word): Where => ({ key: { contains: word } })) },
            sort: ['brand', 'model'],
            limit: SEARCH_LIMIT,
            pagination: false,
            depth: 0,
            overrideAccess: true,
          })
          .then(({ docs }) => docs),
    payload.count({ collection: 'certified-spa-models', overrideAccess: true }).then(({ totalDocs }) => totalDocs),
    lastImportedOn(payload),
  ])
  return { models: found.map(certifiedModelOf), listSize, importedOn }
}
