/**
 * The columns we read from the CEC's export and the header names we accept for each, in order of
 * preference (the first one present is read). MAEDbS's export could not be checked offline, so the
 * names are the ones its listings and the Title 20 data fields use, and their common variants; a file
 * missing one names the column and these aliases, so staff can rename a header and import again.
 */
export const CEC_COLUMNS = {
  brand: { label: 'brand', required: true, aliases: ['Brand', 'Brand Name'] },
  model: { label: 'model number', required: true, aliases: ['Model Number', 'Model'] },
  spaType: { label: 'spa type', required: true, aliases: ['Spa Type', 'Type'] },
  fillVolume: { label: 'fill volume (gallons)', required: true, aliases: ['Fill Volume', 'Rated Volume', 'Volume'] },
  standbyWatts: {
    label: 'normalized standby power (watts)',
    required: true,
    aliases: ['Normalized Standby Power', 'Normalised Standby Power', 'Standby Power'],
  },
  coverModel: {
    label: 'cover model',
    required: false,
    aliases: ['Cover Model', 'Specified Cover', 'Cover Model Number'],
  },
  listedOn: { label: 'listing date', required: false, aliases: ['Date Certified', 'Listed Date', 'Effective Date'] },
} as const satisfies Record<string, { label: string; required: boolean; aliases: readonly string[] }>

export type CecColumn = keyof typeof CEC_COLUMNS

/** Words a header may carry that name its unit, not the column: "Fill Volume (gal)", "Standby Power, Watts". */
const UNIT_WORDS = new Set(['gal', 'gals', 'gallon', 'gallons', 'us', 'w', 'watt', 'watts'])

/** A header as we compare it: units in brackets and unit words dropped, then no case, spaces or punctuation. */
export function headerKey(header: string): string {
  return header
    .replace(/[([{][^)\]}]*[)\]}]/g, ' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !UNIT_WORDS.has(word))
    .join('')
}

/** Where each column we read is in the header row (the first alias present wins), and which are missing. */
export function locateColumns(headers: readonly string[]): {
  at: Partial<Record<CecColumn, number>>
  missing: CecColumn[]
} {
  const keys = headers.map(headerKey)
  const at: Partial<Record<CecColumn, number>> = {}
  const missing: CecColumn[] = []
  for (const column of Object.keys(CEC_COLUMNS) as CecColumn[]) {
    const index = CEC_COLUMNS[column].aliases
      .map((alias) => keys.indexOf(headerKey(alias)))
      .find((found) => found !== -1)
    if (index !== undefined) at[column] = index
    else if (CEC_COLUMNS[column].required) missing.push(column)
  }
  return { at, missing }
}
