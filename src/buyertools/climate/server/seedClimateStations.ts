import type { Payload } from 'payload'

import { recordSeeded, seededItems } from '@/platform/db/statements/seedRecord'

import type { UsState } from '@/site/usStates'

import { monthFields } from '../../runningCost/collections/StateFigures'
import { STATIONS, STATIONS_SOURCE } from '../stationForZip'

const seededStation = (id: string) => `climate-stations:${id}`

/**
 * Fills in the published stations the seed never created; what staff have edited or deleted is
 * left alone.
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
  const seeded = await seededItems(payload, 'climate-stations:')
  const absent = STATIONS.filter((station) => !have.has(station.id))
  const missing = absent.filter((station) => !seeded.has(seededStation(station.id)))
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
  const present = STATIONS.filter((station) => have.has(station.id) || missing.includes(station))
  await recordSeeded(
    payload,
    present.map((station) => seededStation(station.id)),
  )
  const deleted = absent.length - missing.length
  return (
    `${missing.length} stations added, ${have.size} already kept by staff` +
    (deleted ? `, ${deleted} deleted by staff, not recreated` : '')
  )
}
