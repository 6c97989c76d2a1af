/**
 * The reference station whose climate stands for a place: the nearest by great-circle distance, where a
 * difference in elevation counts as extra distance when both elevations are known. Pure arithmetic: the
 * build script runs it for every ZIP code, and a server lookup can run it for one.
 */

export type Point = { lat: number; lon: number; elevationFt?: number | null }
export type Located = Point & { id: string }

/** The mean radius of the Earth (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088
/** One degree of latitude, in km. */
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180

/**
 * How many km of distance one foot of climb is worth. Hopkins' bioclimatic law (USDA, 1938): the seasons
 * shift as much with 400 ft of elevation as with 1° of latitude (about 111 km), because air cools with
 * height (the standard atmosphere's 6.5 °C per km, about 3.6 °F per 1,000 ft). So a station 1,000 ft above
 * or below the buyer ranks like one 278 km away at the buyer's height.
 */
export const KM_PER_FOOT_OF_ELEVATION = KM_PER_DEGREE_LATITUDE / 400

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance between two points in km (haversine). */
export function greatCircleKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The distance that ranks stations: great-circle km, plus the climb's km-equivalent when both heights are known. */
export function climateDistanceKm(place: Point, station: Point): number {
  const flat = greatCircleKm(place, station)
  if (place.elevationFt == null || station.elevationFt == null) return flat
  return flat + Math.abs(place.elevationFt - station.elevationFt) * KM_PER_FOOT_OF_ELEVATION
}

export type NearestStation<S extends Located> = { station: S; distanceKm: number; climateDistanceKm: number }

/** The station that best stands for `place`; ties go to the first in the list. Null when there is none. */
export function nearestStation<S extends Located>(place: Point, stations: readonly S[]): NearestStation<S> | null {
  let best: NearestStation<S> | null = null
  for (const station of stations) {
    const ranked = climateDistanceKm(place, station)
    if (!best || ranked < best.climateDistanceKm) {
      best = { station, distanceKm: greatCircleKm(place, station), climateDistanceKm: ranked }
    }
  }
  return best
}
