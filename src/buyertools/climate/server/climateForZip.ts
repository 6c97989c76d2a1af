import type { Payload } from 'payload'

import { MONTHS } from '../../runningCost/collections/StateFigures'
import type { ClimateAnswer } from '../climateAnswer'
import zipDistances from '../data/zipDistances.json'
import { STATIONS_PERIOD, STATIONS_SOURCE, stationForZip } from '../stationForZip'

// Server-only: the distance table is 330 KB, the phone gets one answer.
const MILES_OF_ZIP = new Map<string, number>()
for (const [miles, zips] of Object.entries(zipDistances.miles))
  for (const zip of zips) MILES_OF_ZIP.set(zip, Number(miles))

/** A ZIP code's station as the committed tables give it: the station, how far away, and where the figures come from. */
export function publishedClimateForZip(zip: string): ClimateAnswer | null {
  const station = stationForZip(zip)
  if (!station) return null
  return {
    id: station.id,
    name: station.name,
    state: station.state,
    distanceMiles: MILES_OF_ZIP.get(zip.trim().slice(0, 5)) ?? null,
    monthlyMeanF: station.monthlyMeanF,
    period: STATIONS_PERIOD,
    source: STATIONS_SOURCE,
  }
}

/**
 * The same with the figures staff keep (`climate-stations`): the station's name, months and source from
 * its row, so an edit shows; the committed figures while the row is missing (not seeded yet).
 */
export async function climateForZip(payload: Payload, zip: string): Promise<ClimateAnswer | null> {
  const published = publishedClimateForZip(zip)
  if (!published) return null
  const { docs } = await payload.find({
    collection: 'climate-stations',
    where: { stationId: { equals: published.id } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const kept = docs[0]
  if (!kept) return published
  return {
    ...published,
    name: kept.name,
    monthlyMeanF: MONTHS.map((month) => kept.meanOutdoorF[month]),
    source: kept.source,
  }
}
