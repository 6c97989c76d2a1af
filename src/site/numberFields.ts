import { z } from 'zod'

import { groupThousands } from '@/site/numbers'

/** What a tool's form sends: the visitor's fields as typed (strings) or as numbers. */
const typed = z.union([z.number(), z.string()])

/** A number between `min` and `max`, refused in words that name the field and the range. */
export const numberBetween = (label: string, min: number, max: number, unit = '') =>
  typed.transform((raw, context) => checkedNumber(raw, { label, min, max, unit }, context))

/** The same, or the word `unknown` (the visitor does not know it), read as null. */
export const numberOrUnknown = (label: string, min: number, max: number, unit = '') =>
  typed.transform((raw, context) => (raw === UNKNOWN ? null : checkedNumber(raw, { label, min, max, unit }, context)))
export const UNKNOWN = 'unknown'

type Range = { label: string; min: number; max: number; unit: string }

function checkedNumber(raw: string | number, { label, min, max, unit }: Range, context: z.RefinementCtx) {
  const value = typeof raw === 'number' ? raw : parseTyped(raw)
  const range = `${label} must be between ${groupThousands(min)} and ${groupThousands(max)}${unit}.`
  if (value === null || !Number.isFinite(value)) {
    context.addIssue({ code: 'custom', message: `Enter ${lowerFirst(label)} as a number. ${range}` })
    return z.NEVER
  }
  if (value < min || value > max) {
    context.addIssue({ code: 'custom', message: range })
    return z.NEVER
  }
  return value
}

/** "1,200", " 400 " and "29.5" read as numbers; anything else (including "") does not. */
function parseTyped(raw: string): number | null {
  const text = raw.trim().replace(/,/g, '')
  return /^\d{1,12}(\.\d{1,4})?$/.test(text) ? Number(text) : null
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
