import type { Payload } from 'payload'

import type { CertifiedSpaModel } from '@/payload-types'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { type CecModelRow, readCecCsv } from '../import/readCecCsv'
import { type CertifiedModelImport, LISTED_REFUSALS } from '../importResult'

export type ImportOutcome = { ok: true; result: CertifiedModelImport } | { ok: false; message: string }

const FIGURES = ['brand', 'model', 'spaType', 'fillVolumeGallons', 'standbyWatts', 'coverModel', 'listedOn'] as const

const listingOf = (row: CecModelRow) => Object.fromEntries(FIGURES.map((name) => [name, row[name]])) as Listing
type Listing = Pick<CecModelRow, (typeof FIGURES)[number]>

// A cover or date a staff member left blank is stored "" or null: the same as the file's null.
const changed = (kept: CertifiedSpaModel, listing: Listing) =>
  FIGURES.some((name) => (kept[name] || null) !== (listing[name] || null))

/** The file's name as the list shows it: no folders, no control characters, at most 200 characters. */
export function importFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  return (
    base
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || 'unnamed.csv'
  )
}

/**
 * Imports the CEC's CSV export into `certified-spa-models` as one unit of work: new models added, changed
 * ones updated (matched by the normalised brand and model), unchanged ones left, models absent from the
 * file kept and counted; the import's date, file and counts kept for `importedOn`. A file that cannot be
 * read changes nothing; neither does a bad row, which is reported with its row number.
 */
export async function importCertifiedModels(
  payload: Payload,
  upload: { fileName: string; bytes: Uint8Array },
  now = new Date(),
): Promise<ImportOutcome> {
  const reading = readCecCsv(upload.bytes)
  if (!reading.ok) return { ok: false, message: reading.message }
  const fileName = importFileName(upload.fileName)

  return inTransaction(payload, async (req) => {
    const { docs } = await req.payload.find({
      collection: 'certified-spa-models',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const keptByKey = new Map(docs.map((doc) => [doc.key, doc]))
    const counts = { added: 0, updated: 0, unchanged: 0 }
    for (const row of reading.models) {
      const kept = keptByKey.get(row.key)
      const listing = listingOf(row)
      if (!kept) {
        await req.payload.create({
          collection: 'certified-spa-models',
          data: { ...listing, source: fileName },
          overrideAccess: true,
          req,
        })
        counts.added += 1
      } else if (changed(kept, listing)) {
        await req.payload.update({
          collection: 'certified-spa-models',
          id: kept.id,
          data: { ...listing, source: fileName },
          overrideAccess: true,
          req,
        })
        counts.updated += 1
      } else counts.unchanged += 1
    }
    const inFile = new Set(reading.models.map((row) => row.key))
    const result: CertifiedModelImport = {
      fileName,
      importedAt: now.toISOString(),
      ...counts,
      notInFile: docs.filter((doc) => !inFile.has(doc.key ?? '')).length,
      refusedCount: reading.refused.length,
      refused: reading.refused.slice(0, LISTED_REFUSALS),
    }
    await req.payload.updateGlobal({
      slug: 'certified-spa-model-import',
      data: {
        importedAt: result.importedAt,
        fileName,
        added: result.added,
        updated: result.updated,
        unchanged: result.unchanged,
        notInFile: result.notInFile,
        refusedRows: result.refusedCount,
      },
      overrideAccess: true,
      req,
    })
    return { ok: true, result }
  })
}
