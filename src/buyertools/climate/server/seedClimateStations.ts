import type { Payload } from 'payload'

import { seedPublishedRecords } from '@/site/seedOnce'
import type { UsState } from '@/site/usStates'

import { monthFields } from '../../runningCost/collections/StateFigures'
import { STATIONS, STATIONS_SOURCE } from '../stationForZip'

/**
 * Fills in the published stations the seed never created; what staff have edited or deleted is
 * left alone.
 */
export function seedClimateStations(payload: Payload): Promise<string> {
  return seedPublishedRecords(payload, {
    collection: 'climate-stations',
    keyField: 'stationId',
    noun: 'stations',
    items: STATIONS,
    keyOf: (station) => station.id,
    data: (station) => ({
      stationId: station.id,
      name: station.name,
      state: station.state as UsState,
      sourceName: station.sourceName,
      lat: station.lat,
      lon: station.lon,
      elevationFt: station.elevationFt,
      meanOutdoorF: monthFields(station.monthlyMeanF),
      source: STATIONS_SOURCE,
    }),
  })
}
