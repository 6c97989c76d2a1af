import type { Payload } from 'payload'

import type { UsState } from '@/site/usStates'

import { monthFields } from '../../runningCost/collections/StateFigures'
import { STATIONS, STATIONS_SOURCE } from '../stationForZip'

/**
 * Fills in the published stations staff do not have yet; what staff have edited is left alone.
 */
export async function seedClimateStations(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'climate-stations',
    pagination: false,
    depth: 0,
    select: { stationId: true },
    overrideAccess: true,
  })
  const have = new Set(docs.map((station) => station.stationId))
  const missing = STATIONS.filter((station) => !have.has(station.id))
  for (const station of missing) {
    await payload.create({
      collection: 'climate-stations',
      data: {
        stationId: station.id,
        name: station.name,
        state: station.state as UsState,
        sourceName: station.sourceName,
        lat: station.lat,
        lon: station.lon,
        elevationFt: station.elevationFt,
        meanOutdoorF: monthFields(station.monthlyMeanF),
        source: STATIONS_SOURCE,
      },
      overrideAccess: true,
    })
  }
  return `${missing.length} stations added, ${have.size} already kept by staff`
}
