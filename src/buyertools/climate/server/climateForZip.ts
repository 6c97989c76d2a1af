import stationsData from '../data/stations.json'
import zipDistances from '../data/zipDistances.json'
import type { ClimateAnswer } from '../climateAnswer'
import { stationForZip } from '../stationForZip'

// Server-only: the distance table is 330 KB, the phone gets one answer.
const MILES_OF_ZIP = new Map<string, number>()
for (const [miles, zips] of Object.entries(zipDistances.miles))
  for (const zip of zips) MILES_OF_ZIP.set(zip, Number(miles))

const { source } = stationsData
const SOURCE = `${source.publisher}, ${source.dataset}; our copy via ${source.via}`

/** The climate a ZIP code's buyer lives in: its reference station, how far away, and where the figures come from. */
export function climateForZip(zip: string): ClimateAnswer | null {
  const station = stationForZip(zip)
  if (!station) return null
  return {
    id: station.id,
    name: station.name,
    state: station.state,
    distanceMiles: MILES_OF_ZIP.get(zip.trim().slice(0, 5)) ?? null,
    monthlyMeanF: station.monthlyMeanF,
    period: source.period,
    source: SOURCE,
  }
}
