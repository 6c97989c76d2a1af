import { z } from 'zod'

/**
 * A spa model as the California Energy Commission lists it (MAEDbS, "Pool & Spa Equipment", portable
 * electric spas), kept by staff in `certified-spa-models` and offered to buyers by the model picker.
 * The contract between the list (collection, import, `GET /api/tools/spa-models`) and the tools that
 * read it (running-cost calculator, scorecard).
 */
export const CERTIFIED_SPA_TYPES = ['standard', 'exercise', 'inflatable'] as const
export type CertifiedSpaType = (typeof CERTIFIED_SPA_TYPES)[number]

export type CertifiedModel = {
  id: string
  brand: string
  model: string
  spaType: CertifiedSpaType
  /** The fill volume the listing gives, in US gallons. */
  fillVolumeGallons: number
  /** Normalised standby power as listed, in watts (at ΔT 37 °F; 22 °F for exercise spas). */
  standbyWatts: number
  /** The cover the tub was tested with, as listed; null when the listing names none (before 2019). */
  coverModel: string | null
  /** The date the listing gives for the model (ISO yyyy-mm-dd), or null. */
  listedOn: string | null
}

/** `GET /api/tools/spa-models?q=`: at most `SEARCH_LIMIT` models whose brand and model match every word. */
export type CertifiedModelSearch = {
  models: CertifiedModel[]
  /** How many models our list holds in all: 0 means staff have not imported the CEC's list yet. */
  listSize: number
  /** When staff last imported the list (ISO date), or null. */
  importedOn: string | null
}

export const SPA_MODELS_PATH = '/api/tools/spa-models'
export const SEARCH_LIMIT = 10

const QUERY_MESSAGE = 'Type 2 to 60 letters or digits of the brand or model.'

export const certifiedModelQuery = z.object({
  q: z.string({ error: QUERY_MESSAGE }).trim().min(2, QUERY_MESSAGE).max(60, QUERY_MESSAGE),
})
export type CertifiedModelQuery = z.output<typeof certifiedModelQuery>

/** The CEC's database, named on the page and in the admin. */
export const CEC_DATABASE = {
  name:
    'California Energy Commission, Modernized Appliance Efficiency Database System (MAEDbS), ' +
    'portable electric spas',
  url: 'https://cacertappliances.energy.ca.gov/',
} as const
