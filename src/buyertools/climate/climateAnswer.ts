/** The reference station the climate lookup answers for a ZIP code, as the calculator reads it. */
export type ClimateAnswer = {
  id: string
  /** The name the page shows ("Phoenix Sky Harbor Airport"). */
  name: string
  state: string
  /** Great-circle miles from the ZIP code to the station; null when we have no coordinates for the ZIP code. */
  distanceMiles: number | null
  /** NOAA 1991–2020 monthly mean temperatures, °F, January first. */
  monthlyMeanF: number[]
  period: string
  source: string
}

/** The lookup's answer: `station` null for a ZIP code the table does not know. */
export type ClimateLookup = { station: ClimateAnswer | null }
