import { describe, expect, it } from 'vitest'

import stationsData from '@/buyertools/climate/data/stations.json'

import { useTestPayload } from '../../support/payload'
import { freshPeer, getJson, type RouteHandler } from '../../support/routes'

let climate: RouteHandler
let rateLimit: number

const payload = useTestPayload(async () => {
  // Imported once Payload runs on the test database: the route reads the config when loaded.
  climate = (await import('@/app/api/tools/climate/route')).GET as RouteHandler
  rateLimit = (await import('@/buyertools/climate/api/climateRoute')).CLIMATE_RATE_LIMIT.limit
})

const ask = (zip: string | null, from = freshPeer()) =>
  getJson(climate, '/api/tools/climate', zip === null ? {} : { zip }, from)

const phoenix = stationsData.stations.find((station) => station.id === 'phoenix-airport-az')!

describe('GET /api/tools/climate', () => {
  it('answers the nearest station, its months, distance, period and source (unseeded: the files)', async () => {
    const { status, headers, body } = await ask('85004')
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toBe('public, max-age=3600')
    expect(body).toEqual({
      station: {
        id: 'phoenix-airport-az',
        name: 'Phoenix Sky Harbor Airport',
        state: 'AZ',
        // Downtown Phoenix (33.4557, −112.0686 in the ZIP package) to the airport (33.428, −112.004):
        // 6.7 km, 4.2 miles.
        distanceMiles: 4,
        monthlyMeanF: phoenix.monthlyMeanF,
        period: '1991–2020',
        source: expect.stringContaining('U.S. Climate Normals 1991–2020'),
      },
    })
    expect((await ask('85004-1234')).body.station.id).toBe('phoenix-airport-az')
    expect((await ask('86001')).body.station).toMatchObject({
      name: 'Flagstaff (NWS office, Bellemont)',
      distanceMiles: 10,
    })
  })

  it('reads the station’s figures staff keep: seeded once, and an edit shows', async () => {
    const { seedClimateStations } = await import('@/buyertools/climate/server/seedClimateStations')
    expect(await seedClimateStations(payload)).toBe('276 stations added, 0 already kept by staff')
    expect(await seedClimateStations(payload)).toBe('0 stations added, 276 already kept by staff')
    expect((await ask('85004')).body.station.monthlyMeanF).toEqual(phoenix.monthlyMeanF)

    const { docs } = await payload.find({
      collection: 'climate-stations',
      where: { stationId: { equals: 'phoenix-airport-az' } },
    })
    expect(docs[0]).toMatchObject({
      name: 'Phoenix Sky Harbor Airport',
      state: 'AZ',
      sourceName: 'Phoenix Airport, AZ',
    })
    await payload.update({
      collection: 'climate-stations',
      id: docs[0]!.id,
      data: {
        name: 'Phoenix Sky Harbor',
        meanOutdoorF: { jan: 56.5 },
        source: 'NOAA NCEI, checked against the original',
      },
    })
    const { body } = await ask('85004')
    expect(body.station).toMatchObject({
      name: 'Phoenix Sky Harbor',
      monthlyMeanF: [56.5, ...phoenix.monthlyMeanF.slice(1)],
      source: 'NOAA NCEI, checked against the original',
      distanceMiles: 4,
    })
    // What staff edited stays.
    await seedClimateStations(payload)
    expect((await ask('85004')).body.station.name).toBe('Phoenix Sky Harbor')
  })

  it('lets editors correct a station but not add or delete one', async () => {
    const { ClimateStations } = await import('@/buyertools/climate/collections/ClimateStations')
    const as = (role: 'editor' | 'moderator' | 'admin') => ({ req: { user: { role } } }) as never
    const access = ClimateStations.access!
    expect(await access.update!(as('editor'))).toBe(true)
    expect(await access.read!(as('moderator'))).toBe(false)
    expect(await access.create!(as('editor'))).toBe(false)
    expect(await access.delete!(as('editor'))).toBe(false)
    expect(await access.create!(as('admin'))).toBe(true)
  })

  it('answers no station for a ZIP code the table does not know, and refuses a malformed one by name', async () => {
    // 006: Puerto Rico, not in the table.
    expect(await ask('00601')).toMatchObject({ status: 200, body: { station: null } })
    for (const zip of [null, '', '8500', 'abcde', '85004-12']) {
      const { status, body } = await ask(zip)
      expect(status, String(zip)).toBe(400)
      expect(body.errors.zip).toMatch(/^Give the ZIP code as five digits/)
    }
  })

  it('is rate limited per address', async () => {
    const from = freshPeer()
    for (let i = 0; i < rateLimit; i++) expect((await ask('55401', from)).status).toBe(200)
    const refused = await ask('55401', from)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(refused.headers.get('Cache-Control')).not.toContain('public')
    expect((await ask('55401')).status).toBe(200)
  })
})
