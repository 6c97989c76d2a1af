import { stateOfZip } from '@/site/zipToState'

import type { CertifiedModel } from '../../certifiedModels/certifiedModel'
import { UNKNOWN } from '@/site/numberFields'
import { CRITERION_IDS } from '../criteria'
import type { ScorecardForm } from '../schema'

/** A fresh scorecard: everything the buyer has not told us is "don't know". */
export const START: Omit<ScorecardForm, 'state' | 'certifiedModelId' | 'quotedCover'> & {
  zip: string
  quotedCover: string
} = {
  brand: '',
  model: '',
  quotedCover: '',
  quotedDollars: '',
  zip: '',
  venue: 'showroom',
  included: [],
  depositDollars: '0',
  depositRefundable: 'unknown',
  hasOldTub: false,
  salesTaxPercent: UNKNOWN,
  amountFinancedDollars: UNKNOWN,
  aprPercent: UNKNOWN,
  months: UNKNOWN,
  financeFeesDollars: UNKNOWN,
  deferredInterest: 'unknown',
  todayOnly: false,
  warranty: { shell: UNKNOWN, plumbing: UNKNOWN, equipment: UNKNOWN, labor: UNKNOWN },
  warrantyService: 'unknown',
  criteria: Object.fromEntries(CRITERION_IDS.map((id) => [id, 'unknown'])) as ScorecardForm['criteria'],
}

/** A field that may be unknown, as typed: blank is "don't know". */
export const typedOrUnknown = (typed: string) => (typed.trim() === '' ? UNKNOWN : typed)
/** The same, shown in its field: "don't know" is blank. */
export const shownOrBlank = (value: string | number | null | undefined) =>
  value === UNKNOWN || value === null || value === undefined ? '' : String(value)

/**
 * The answers the schema reads: the ZIP code only says which state's quotes to compare with, and a model
 * picked from the CEC's list goes as its id alone (the pick is not kept with the saved answers).
 */
export function answers({ zip, ...form }: typeof START, picked: CertifiedModel | null = null): ScorecardForm {
  return { ...form, state: stateOfZip(zip) ?? '', certifiedModelId: picked?.id ?? '' }
}

const SAVED = 'tubwise:scorecard'

/** The answers this tab gave last, as stored; null when none (or storage is off). */
export function readSavedAnswers(): string | null {
  try {
    return window.sessionStorage.getItem(SAVED)
  } catch {
    return null
  }
}

/** Keeps the answers for this tab, so Back from the price check or the compare tool finds them again. */
export function saveAnswers(form: typeof START): void {
  try {
    window.sessionStorage.setItem(SAVED, JSON.stringify(form))
  } catch {
    // Storage full or off: the answers simply are not kept.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Stored answers over a fresh scorecard, each part only when it has the shape the form holds. */
export function savedAnswers(saved: string | null): typeof START {
  let stored: unknown
  try {
    stored = saved ? JSON.parse(saved) : null
  } catch {
    return START
  }
  if (!isRecord(stored)) return START
  const form: Record<string, unknown> = { ...START }
  for (const [field, start] of Object.entries(START)) {
    const value = stored[field]
    if (typeof start === 'string' && typeof value === 'string') form[field] = value.slice(0, 200)
    if (typeof start === 'boolean' && typeof value === 'boolean') form[field] = value
    if (Array.isArray(start) && Array.isArray(value)) form[field] = value.filter((item) => typeof item === 'string')
    if (isRecord(start) && isRecord(value)) {
      const part: Record<string, unknown> = { ...start }
      for (const key of Object.keys(start)) if (typeof value[key] === 'string') part[key] = value[key]
      form[field] = part
    }
  }
  return form as typeof START
}
