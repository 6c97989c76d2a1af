import type { ClimateAnswer } from '../../climate/climateAnswer'
import type { StateFigure } from '../stateFigures'
import type { StationLookup } from './useClimateStation'

/** Which climate the year was worked out with: the station nearest the ZIP code, or the state's average and why. */
export type ClimateUsed =
  | { station: ClimateAnswer }
  | { station: null; stateName: string; why: Exclude<StationLookup['status'], 'found'> | 'otherState' }

/**
 * The station counts only for the state its ZIP code is in: a visitor who then picks another state wants
 * that state's figures.
 */
export function climateUsed(lookup: StationLookup, zipState: string | null, state: StateFigure): ClimateUsed {
  if (lookup.status !== 'found') return { station: null, stateName: state.name, why: lookup.status }
  if (zipState !== state.code) return { station: null, stateName: state.name, why: 'otherState' }
  return { station: lookup.station }
}

const WHY: Record<Exclude<ClimateUsed, { station: ClimateAnswer }>['why'], string> = {
  noZip: 'a ZIP code gives a nearer station.',
  looking: 'looking up the station nearest your ZIP code…',
  unknown: 'we have no station for that ZIP code.',
  failed: 'we could not reach our station lookup just now, so your ZIP code could not help.',
  otherState: 'your ZIP code is in another state than the one you chose.',
}

const away = (miles: number | null) =>
  miles === null ? '' : miles < 1 ? ', under a mile away' : `, ${miles} mile${miles === 1 ? '' : 's'} away`

/** "Climate: Phoenix Sky Harbor Airport, 4 miles away, NOAA 1991–2020 normals." */
export function climateText(climate: ClimateUsed): string {
  if (climate.station) {
    const { name, distanceMiles, period } = climate.station
    return `Climate: ${name}${away(distanceMiles)}, NOAA ${period} normals.`
  }
  return (
    `Climate: ${climate.stateName}’s average climate (NOAA’s statewide means), which can be far from your ` +
    `town’s: ${WHY[climate.why]}`
  )
}

export function ClimateLine({ climate }: { climate: ClimateUsed }) {
  return <p className="running-cost__climate">{climateText(climate)}</p>
}
