import zipPrefixes from './data/zipPrefixes.json'
import { type UsState, US_STATES } from './usStates'

type PrefixRange = { from: number; to: number; state: string }
const RANGES = zipPrefixes.ranges as PrefixRange[]

/** The state a US ZIP code (five digits, or ZIP+4) belongs to, by its first three digits; null when unknown. */
export function stateOfZip(zip: string): UsState | null {
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(zip.trim())
  if (!match) return null
  const prefix = Number(match[1])
  const range = RANGES.find((each) => prefix >= each.from && prefix <= each.to)
  return range && range.state in US_STATES ? (range.state as UsState) : null
}
