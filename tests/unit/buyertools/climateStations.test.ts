import { describe, expect, it } from 'vitest'

import excerpt from '@/buyertools/climate/data/normals-excerpt.json'
import published from '@/buyertools/runningCost/data/stateFigures.json'
import zipStations from '@/buyertools/climate/data/zipStations.json'
import { STATIONS, stationForZip } from '@/buyertools/climate/stationForZip'

const stateMean = (code: string) => published.states.find((state) => state.code === code)!.monthlyMeanF
/** The year's degree-difference a 102 °F tub holds against the air: Σ months (102 − T). */
const degreeDifference = (monthlyF: readonly number[]) => monthlyF.reduce((sum, t) => sum + (102 - t), 0)

describe('the published stations', () => {
  it('are the excerpt’s records, each month’s mean the mean of its max and min normals', () => {
    expect(STATIONS).toHaveLength(excerpt.stations.length)
    type SourceRecord = [string, number, number, string, string, number[], number[]]
    for (const [index, record] of (excerpt.stations as SourceRecord[]).entries()) {
      const [sourceName, lat, lon, , , tmin, tmax] = record
      const station = STATIONS[index]
      expect(station?.sourceName).toBe(sourceName)
      expect([station?.lat, station?.lon]).toEqual([lat, lon])
      expect(station?.monthlyMeanF).toEqual(tmin.map((low, month) => (low + (tmax[month] ?? NaN)) / 2))
    }
  })

  it('cover every state and DC, with a station of their own', () => {
    const states = new Set(STATIONS.map((station) => station.state))
    for (const { code } of published.states) {
      // DC's reference stations are Reagan National and Dulles, filed under Virginia.
      if (code !== 'DC') expect(states, code).toContain(code)
    }
  })

  it('split the states one mean misrepresents', () => {
    const count = (state: string) => STATIONS.filter((station) => station.state === state).length
    for (const state of ['AZ', 'CA', 'NV', 'CO', 'UT', 'NM', 'OR', 'WA', 'TX', 'FL', 'HI', 'AK']) {
      expect(count(state), state).toBeGreaterThanOrEqual(5)
    }
  })

  it('name every station and give a station for every prefix and exception in the ZIP table', () => {
    const ids = new Set(STATIONS.map((station) => station.id))
    expect(ids.size).toBe(STATIONS.length)
    for (const station of [...Object.keys(zipStations.prefixes), ...Object.keys(zipStations.exceptions)]) {
      expect(ids, station).toContain(station)
    }
    for (const station of STATIONS) expect(station.name.trim(), station.sourceName).not.toBe('')
  })
})

describe('stationForZip', () => {
  it.each([
    ['85004', 'Phoenix Sky Harbor Airport'],
    ['85004-1234', 'Phoenix Sky Harbor Airport'],
    ['86001', 'Flagstaff (NWS office, Bellemont)'],
    ['33125', 'Miami International Airport'],
    ['55401', 'Minneapolis–St. Paul International Airport'],
    ['99701', 'Fairbanks International Airport'],
    ['96720', 'Hilo International Airport 87'],
    ['96813', 'Honolulu International Airport'],
    ['20001', 'Washington Reagan National Airport'],
  ])('%s → %s', (zip, name) => {
    expect(stationForZip(zip)?.name).toBe(name)
  })

  it('takes a ZIP code’s own station over its prefix’s where they differ', () => {
    // Prefix 967 is most of Hawaii outside Honolulu, its majority station Hilo's airport; Kaneohe's 96744,
    // on Oahu, has Honolulu's as its nearest.
    expect(stationForZip('96720')?.id).toBe('hilo-intl-airport-87-hi')
    expect(stationForZip('96744')?.id).toBe('honolulu-intl-airport-hi')
  })

  it('knows no station for a malformed ZIP code or an unknown prefix', () => {
    expect(stationForZip('8500')).toBeNull()
    expect(stationForZip('abcde')).toBeNull()
    expect(stationForZip('00001')).toBeNull()
  })
})

describe('the issue’s check: a 102 °F tub, station against state mean', () => {
  it('Phoenix: the Arizona mean overstates the year’s degree-difference by 55 %', () => {
    // Sky Harbor: Σ T = 57 + 60 + 66 + 73.5 + 82 + 91.5 + 95 + 94.5 + 89 + 77.5 + 65 + 55.5 = 906.5 °F;
    // 12 × 102 − 906.5 = 317.5. Arizona: Σ T = 732.9; 1,224 − 732.9 = 491.1. 491.1 / 317.5 = 1.547.
    const station = stationForZip('85004')!.monthlyMeanF
    expect(degreeDifference(station)).toBeCloseTo(317.5, 6)
    expect(degreeDifference(stateMean('AZ'))).toBeCloseTo(491.1, 6)
    expect(degreeDifference(stateMean('AZ')) / degreeDifference(station)).toBeCloseTo(1.547, 3)
  })

  it('Miami: the Florida mean overstates it by 25 %', () => {
    // Miami International: Σ T = 929.5; 1,224 − 929.5 = 294.5. Florida: Σ T = 857.0; 367.0. 367.0 / 294.5 = 1.246.
    const station = stationForZip('33125')!.monthlyMeanF
    expect(degreeDifference(station)).toBeCloseTo(294.5, 6)
    expect(degreeDifference(stateMean('FL')) / degreeDifference(station)).toBeCloseTo(1.246, 3)
  })

  it('Minneapolis: the Minnesota mean overstates it by 9.5 %', () => {
    // MSP: Σ T = 563.0; 1,224 − 563 = 661. Minnesota: Σ T = 499.9; 724.1. 724.1 / 661 = 1.095.
    const station = stationForZip('55401')!.monthlyMeanF
    expect(degreeDifference(station)).toBeCloseTo(661, 6)
    expect(degreeDifference(stateMean('MN')) / degreeDifference(station)).toBeCloseTo(1.095, 3)
  })

  it('Flagstaff: the Arizona mean understates it by 29 %', () => {
    // Bellemont: Σ T = 532.5; 1,224 − 532.5 = 691.5. 491.1 / 691.5 = 0.710.
    const station = stationForZip('86001')!.monthlyMeanF
    expect(degreeDifference(stateMean('AZ')) / degreeDifference(station)).toBeCloseTo(0.71, 3)
  })
})
