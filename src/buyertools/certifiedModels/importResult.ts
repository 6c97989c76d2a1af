import type { RefusedRow } from './import/readCecCsv'

/** At most this many refused rows are listed in an answer (all are counted): enough to see the pattern. */
export const LISTED_REFUSALS = 100

/**
 * What an import did, as `POST /api/cms/certified-spa-models/import` answers it and the admin shows it. A
 * refused file answers `400 {"errors": [{"message"}]}` instead, and changes nothing.
 */
export type CertifiedModelImport = {
  fileName: string
  /** When it was imported (ISO date and time). */
  importedAt: string
  added: number
  updated: number
  unchanged: number
  /** Models the list holds that the file does not: kept, never deleted. */
  notInFile: number
  refusedCount: number
  /** The first `LISTED_REFUSALS` refused rows, in file order. */
  refused: RefusedRow[]
}
