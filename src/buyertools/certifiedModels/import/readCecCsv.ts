import { groupThousands } from '@/site/numbers'

import type { CertifiedModel } from '../certifiedModel'
import { WATT_RANGE } from '../../runningCost/schema'
import { GALLON_RANGE } from '@/site/volume'
import { NAME_MAX_LENGTH } from '../limits'
import { certifiedModelKey, normalisedName } from '../modelKey'
import { CEC_COLUMNS, type CecColumn, locateColumns } from './cecColumns'
import { type Cell, readFigure, readListingDate, readName, readSpaType } from './cecValues'
import { csvRecords } from './csvRecords'

export const MAX_FILE_BYTES = 2 * 1024 * 1024
export const MAX_DATA_ROWS = 20_000

/** A row we can import, with its row number in the file (the header is row 1, as a spreadsheet counts). */
export type CecModelRow = { row: number; key: string } & Omit<CertifiedModel, 'id'>

/** A row that changes nothing, and why. */
export type RefusedRow = { row: number; reason: string }

export type CecCsvReading =
  | { ok: true; models: CecModelRow[]; refused: RefusedRow[] }
  /** The whole file refused: nothing in it is imported. */
  | { ok: false; message: string }

/** A cover the listing names as none. */
const NO_COVER = new Set(['na', 'none', 'notapplicable'])

function decode(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    // Spreadsheets on Windows save CSV in their code page.
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '')

function missingColumnsMessage(missing: readonly CecColumn[]): string {
  const named = missing.map((column) => {
    const { label, aliases } = CEC_COLUMNS[column]
    return `${label} (a column headed ${aliases.map((alias) => `“${alias}”`).join(' or ')})`
  })
  return (
    `The file has no column for ${named.join('; ')}. Headers are read without case, punctuation or units ` +
    'in brackets. Rename the column in the file and import it again; nothing was changed.'
  )
}

/**
 * The CEC's spa list as exported from MAEDbS (a CSV file): each row read into a model, or refused with
 * its row number and why. A file we cannot read at all (not CSV text, too big, no header row, a column
 * we need missing) is refused whole, with the reason.
 */
export function readCecCsv(bytes: Uint8Array): CecCsvReading {
  if (bytes.byteLength > MAX_FILE_BYTES) {
    return { ok: false, message: `The file is over 2 MB; the CEC’s spa list is far smaller. Nothing was changed.` }
  }
  const text = decode(bytes)
  if (text === null)
    return { ok: false, message: 'The file is not CSV text (it holds binary data). Nothing was changed.' }

  // The header and MAX_DATA_ROWS rows, and a few blank lines a spreadsheet leaves at the end.
  const parsed = csvRecords(text, MAX_DATA_ROWS + 100)
  if (!parsed.ok) {
    return {
      ok: false,
      message:
        parsed.problem === 'unclosed quote'
          ? 'The file is not valid CSV: a quoted field is never closed. Nothing was changed.'
          : `The file has over ${groupThousands(MAX_DATA_ROWS)} rows. Nothing was changed.`,
    }
  }
  const headerIndex = parsed.records.findIndex((record) => !isBlank(record))
  if (headerIndex === -1) return { ok: false, message: 'The file is empty. Nothing was changed.' }
  const { at, missing } = locateColumns(parsed.records[headerIndex]!)
  if (missing.length === Object.values(CEC_COLUMNS).filter((column) => column.required).length) {
    return {
      ok: false,
      message:
        'The first row is not a header we know: it should name the columns (Brand, Model Number, Spa Type, ' +
        'Fill Volume, Normalized Standby Power…). Nothing was changed.',
    }
  }
  if (missing.length > 0) return { ok: false, message: missingColumnsMessage(missing) }

  const dataRows = parsed.records.slice(headerIndex + 1)
  const lastFilled = dataRows.findLastIndex((record) => !isBlank(record))
  if (lastFilled + 1 > MAX_DATA_ROWS) {
    return { ok: false, message: `The file has over ${groupThousands(MAX_DATA_ROWS)} rows. Nothing was changed.` }
  }

  const models: CecModelRow[] = []
  const refused: RefusedRow[] = []
  const rowOfKey = new Map<string, number>()
  for (const [index, record] of dataRows.slice(0, lastFilled + 1).entries()) {
    const row = headerIndex + index + 2
    if (isBlank(record)) continue
    const cell = (column: CecColumn) => (at[column] === undefined ? '' : (record[at[column]] ?? ''))

    const brand = readName(cell('brand'), 'brand', NAME_MAX_LENGTH, true)
    const model = readName(cell('model'), 'model number', NAME_MAX_LENGTH, true)
    const spaType = readSpaType(cell('spaType'))
    const fillVolume = readFigure(
      cell('fillVolume'),
      'fill volume',
      'gal',
      ['gal', 'gals', 'gallon', 'gallons'],
      GALLON_RANGE,
    )
    const watts = readFigure(cell('standbyWatts'), 'standby power', 'W', ['w', 'watt', 'watts'], WATT_RANGE)
    const coverText = NO_COVER.has(normalisedName(cell('coverModel'))) ? '' : cell('coverModel')
    const cover = readName(coverText, 'cover model', NAME_MAX_LENGTH, false)
    const listedOn = readListingDate(cell('listedOn'))

    // A combination spa is refused for that alone: its other figures describe two tubs.
    if (!spaType.ok && spaType.reason.startsWith('a combination')) {
      refused.push({ row, reason: spaType.reason })
      continue
    }
    const cells: Cell<unknown>[] = [brand, model, spaType, fillVolume, watts, cover, listedOn]
    const reasons = cells.flatMap((read) => (read.ok ? [] : [read.reason]))
    if (!brand.ok || !model.ok || !spaType.ok || !fillVolume.ok || !watts.ok || !cover.ok || !listedOn.ok) {
      refused.push({ row, reason: reasons.join('; ') })
      continue
    }
    const key = certifiedModelKey(brand.value!, model.value!)
    const firstRow = rowOfKey.get(key)
    if (firstRow !== undefined) {
      refused.push({ row, reason: `the same brand and model as row ${firstRow}, which is the one imported` })
      continue
    }
    rowOfKey.set(key, row)
    models.push({
      row,
      key,
      brand: brand.value!,
      model: model.value!,
      spaType: spaType.value,
      fillVolumeGallons: fillVolume.value,
      standbyWatts: watts.value,
      coverModel: cover.value,
      listedOn: listedOn.value,
    })
  }
  return { ok: true, models, refused }
}
