/**
 * The calculator's form as the address carries it (`/water-care?gallons=400&pH=7.8…&lastFilledOn=2026-09-01`):
 * the page works without JavaScript as a GET form the server answers, and the browser runs the same check and
 * plan.
 */

import { carePlan, type CarePlan } from './model/plan'
import { careInput, type WaterCareFields, waterCareSchema } from './model/schema'

export const CARE_FIELDS = [
  'gallons',
  'sanitiser',
  'sanitiserPpm',
  'pH',
  'totalAlkalinity',
  'calciumHardness',
  'cyanuricAcid',
  'waterF',
  'bathersPerDay',
  'lastFilledOn',
] as const

export type CareField = (typeof CARE_FIELDS)[number]
/** Each field as typed: the form's values, and the address's. */
export type CareValues = Record<CareField, string>

export const EMPTY_VALUES: CareValues = {
  gallons: '',
  sanitiser: 'chlorine',
  sanitiserPpm: '',
  pH: '',
  totalAlkalinity: '',
  calciumHardness: '',
  cyanuricAcid: '',
  waterF: '',
  bathersPerDay: '',
  lastFilledOn: '',
}

/** Longer than any number the form takes: anything past it is not a reading. */
const MAX_TYPED = 20

type Query = Record<string, string | string[] | undefined>

/** The fields the address names (the first of a repeated one, cut to 20 characters); `asked` when any is there. */
export function readCareQuery(query: Query): { values: CareValues; asked: boolean } {
  const values = { ...EMPTY_VALUES }
  let asked = false
  for (const field of CARE_FIELDS) {
    const raw = query[field]
    const first = Array.isArray(raw) ? raw[0] : raw
    if (first === undefined) continue
    asked = true
    values[field] = first.slice(0, MAX_TYPED)
  }
  return { values, asked }
}

export type CareAnswer =
  { ok: true; plan: CarePlan; fields: WaterCareFields } | { ok: false; errors: Partial<Record<CareField, string>> }

/** The form's values checked by the one schema: the plan, or each refused field with its message. */
export function careAnswer(values: CareValues): CareAnswer {
  const cyanuricAcid = values.cyanuricAcid.trim()
  const parsed = waterCareSchema.safeParse({
    ...values,
    cyanuricAcid: cyanuricAcid === '' ? undefined : cyanuricAcid,
  })
  if (!parsed.success) {
    const errors: Partial<Record<CareField, string>> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CareField
      errors[field] ??= issue.message
    }
    return { ok: false, errors }
  }
  return { ok: true, plan: carePlan(careInput(parsed.data)), fields: parsed.data }
}

/** The address of a plan: the form's values as the GET form would send them. */
export const careQueryString = (values: CareValues): string =>
  new URLSearchParams(CARE_FIELDS.map((field) => [field, values[field]])).toString()
