import { describe, expect, it } from 'vitest'

import zipDistances from '@/buyertools/climate/data/zipDistances.json'
import zipStations from '@/buyertools/climate/data/zipStations.json'
import { greatCircleKm } from '@/buyertools/climate/nearestStation'
import { climateQuery } from '@/buyertools/climate/schema'
import { climateText, climateUsed } from '@/buyertools/runningCost/components/ClimateLine'
import { publishedClimateForZip } from '@/buyertools/climate/server/climateForZip'
import { STATIONS } from '@/buyertools/climate/stationForZip'

describe('the climate lookup’s query', () => {
  it.each(['85004', ' 85004 ', '85004-1234', '850041234'])('reads %j', (zip) => {
    expect(climateQuery.safeParse({ zip }).success).toBe(true)
  })

  it.each([undefined, '', '8500', '850045', 'abcde', '85004-12', '85 004'])('refuses %j, naming the field', (zip) => {
    const result = climateQuery.safeParse({ zip })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['zip'])
    expect(result.error?.issues[0]?.message).toMatch(/^Give the ZIP code as five digits, for example 85004/)
  })
})

describe('publishedClimateForZip (the committed tables)', () => {
  it('answers the station, its 12 months, the distance in whole miles, the period and the source', () => {
    const answer = publishedClimateForZip('85004')
    expect(answer).toEqual({
      id: 'phoenix-airport-az',
      name: 'Phoenix Sky Harbor Airport',
      state: 'AZ',
      distanceMiles: 4,
      monthlyMeanF: [57, 60, 66, 73.5, 82, 91.5, 95, 94.5, 89, 77.5, 65, 55.5],
      period: '1991–2020',
      source: expect.stringMatching(/^NOAA National Centers for Environmental Information, U\.S\. Climate Normals/),
    })
    expect(publishedClimateForZip('85004-1234')).toEqual(answer)
  })

  it('says no station for a ZIP code the table does not know', () => {
    expect(publishedClimateForZip('00601')).toBeNull()
    expect(publishedClimateForZip('96950')).toBeNull()
  })

  it('gives every ZIP code of the package a distance, and an exception its own station and distance', () => {
    const miles = new Map<string, number>()
    for (const [distance, zips] of Object.entries(zipDistances.miles))
      for (const zip of zips) miles.set(zip, Number(distance))
    expect(miles.size).toBe(40_972)
    const byId = new Map(STATIONS.map((station) => [station.id, station]))
    for (const [id, zips] of Object.entries(zipStations.exceptions)) {
      for (const zip of zips.slice(0, 5)) {
        expect(publishedClimateForZip(zip)?.id, zip).toBe(id)
        expect(publishedClimateForZip(zip)?.distanceMiles, zip).toBe(miles.get(zip))
      }
      expect(byId.get(id), id).toBeDefined()
    }
  })

  it('measures the distance as the great circle (85004, downtown Phoenix, at 33.4557, −112.0686)', () => {
    const station = STATIONS.find((each) => each.id === 'phoenix-airport-az')!
    // 33.4557, −112.0686 → 33.428, −112.004: 3.1 km north, 6.0 km west (0.0646° × cos 33.44° × 111.2 km),
    // 6.7 km, 4.2 miles.
    const km = greatCircleKm({ lat: 33.4557, lon: -112.0686 }, station)
    expect(Math.round(km / 1.609344)).toBe(publishedClimateForZip('85004')?.distanceMiles)
  })
})

describe('the climate the calculator says it used', () => {
  const arizona = { code: 'AZ' as const, name: 'Arizona', monthlyMeanF: [], centsPerKwh: 14.02 }
  const station = publishedClimateForZip('85004')!

  it('names the station, how far and the normals when the ZIP code’s state is the one chosen', () => {
    const used = climateUsed({ status: 'found', station }, 'AZ', arizona)
    expect(used).toEqual({ station })
    expect(climateText(used)).toBe('Climate: Phoenix Sky Harbor Airport, 4 miles away, NOAA 1991–2020 normals.')
    expect(climateText({ station: { ...station, distanceMiles: 1 } })).toContain(', 1 mile away,')
    expect(climateText({ station: { ...station, distanceMiles: 0 } })).toContain(', under a mile away,')
    expect(climateText({ station: { ...station, distanceMiles: null } })).toBe(
      'Climate: Phoenix Sky Harbor Airport, NOAA 1991–2020 normals.',
    )
  })

  it.each([
    [{ status: 'noZip' } as const, 'AZ', 'a ZIP code gives a nearer station.'],
    [{ status: 'looking' } as const, 'AZ', 'looking up the station nearest your ZIP code…'],
    [{ status: 'unknown' } as const, 'AZ', 'we have no station for that ZIP code.'],
    [{ status: 'failed' } as const, 'AZ', 'we could not reach our station lookup just now'],
    [{ status: 'found', station } as const, 'CA', 'your ZIP code is in another state than the one you chose.'],
  ])('falls back to the state’s average and says why (%j)', (lookup, zipState, why) => {
    const used = climateUsed(lookup, zipState, arizona)
    expect(used.station).toBeNull()
    expect(climateText(used)).toMatch(
      /^Climate: Arizona’s average climate \(NOAA’s statewide means\), which can be far/,
    )
    expect(climateText(used)).toContain(why)
  })
})
