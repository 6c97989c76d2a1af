import stationsData from './data/stations.json'
import zipStations from './data/zipStations.json'

/** A reference station and its NOAA 1991–2020 monthly mean temperatures, January first. */
export type ClimateStation = {
  id: string
  /** The name as our copy of NOAA's file spells it (title case), state last. */
  sourceName: string
  /** The name the page shows: abbreviations spelled out. */
  name: string
  state: string
  lat: number
  lon: number
  elevationFt: number | null
  monthlyMeanF: number[]
}

export const STATIONS: readonly ClimateStation[] = stationsData.stations
const { source } = stationsData
/** Where every station's figures come from, as one line. */
export const STATIONS_SOURCE = `${source.publisher}, ${source.dataset}; our copy via ${source.via}`
export const STATIONS_PERIOD = source.period
const BY_ID = new Map(STATIONS.map((station) => [station.id, station]))

function invert(grouped: Record<string, string[]>): Map<string, string> {
  const table = new Map<string, string>()
  for (const [station, keys] of Object.entries(grouped)) for (const key of keys) table.set(key, station)
  return table
}
const BY_PREFIX = invert(zipStations.prefixes)
const BY_ZIP = invert(zipStations.exceptions)

/**
 * The reference station nearest a US ZIP code (five digits, or ZIP+4), worked out when the data was built:
 * the ZIP code's own station where it differs from its prefix's, else the prefix's. Null for a ZIP code
 * whose prefix the table does not know (territories, military mail, malformed input).
 */
export function stationForZip(zip: string): ClimateStation | null {
  const [, five, prefix] = /^((\d{3})\d{2})(?:-?\d{4})?$/.exec(zip.trim()) ?? []
  if (!five || !prefix) return null
  const id = BY_ZIP.get(five) ?? BY_PREFIX.get(prefix)
  return (id && BY_ID.get(id)) || null
}
