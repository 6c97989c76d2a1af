import { groupThousands } from '@/site/numbers'

import type { CertifiedSpaType } from '../certifiedModel'
import { isIsoDate } from '../limits'
import { normalisedName } from '../modelKey'

/** One cell read: the value, or why the row cannot be imported. */
export type Cell<T> = { ok: true; value: T } | { ok: false; reason: string }

const SPA_TYPES: Record<string, CertifiedSpaType | 'combination'> = {
  standard: 'standard',
  exercise: 'exercise',
  swim: 'exercise',
  inflatable: 'inflatable',
  combination: 'combination',
}

/** "Standard", "Exercise Spa", "INFLATABLE", "Swim spa", "Combination Spa": the first word decides. */
export function readSpaType(text: string): Cell<CertifiedSpaType> {
  const kind = SPA_TYPES[normalisedName(text.trim().split(/[\s,/-]+/)[0] ?? '')]
  if (kind === 'combination') return { ok: false, reason: 'a combination spa: two reservoirs, not listed as one tub' }
  if (!kind) {
    return {
      ok: false,
      reason: text.trim()
        ? `spa type “${text.trim()}” is not Standard, Exercise or Inflatable`
        : 'no spa type (Standard, Exercise or Inflatable)',
    }
  }
  return { ok: true, value: kind }
}

/**
 * A listed figure: digits with an optional decimal part and thousands commas, an optional unit after it
 * ("400 gal", "1,850", "212.5 W"); out of range is refused with the range, so a slip of unit shows.
 */
export function readFigure(
  text: string,
  what: string,
  unit: string,
  unitWords: readonly string[],
  range: { min: number; max: number },
): Cell<number> {
  const trimmed = text.trim()
  if (!trimmed) return { ok: false, reason: `no ${what}` }
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*([a-z.]*)$/i.exec(trimmed)
  const unitOk = match && (!match[3] || unitWords.includes(match[3].toLowerCase().replace(/\.$/, '')))
  if (!match || !unitOk) return { ok: false, reason: `${what} “${trimmed}” is not a number of ${unit}` }
  const value = Number(match[1]!.replaceAll(',', '') + (match[2] ?? ''))
  if (value < range.min || value > range.max) {
    const bounds = `${groupThousands(range.min)}–${groupThousands(range.max)} ${unit}`
    return { ok: false, reason: `${what} ${groupThousands(value)} ${unit} is outside ${bounds}` }
  }
  return { ok: true, value }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (n: string | number) => String(n).padStart(2, '0')

/** A listing date as 2021-03-15, 3/15/2021 (US order), 2021/03/15 or Mar 15, 2021, a time after it ignored. */
export function readListingDate(text: string): Cell<string | null> {
  const trimmed = text.trim()
  if (!trimmed) return { ok: true, value: null }
  let iso: string | null = null
  let m: RegExpExecArray | null
  if ((m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T\s].*)?$/.exec(trimmed))) iso = `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(trimmed))) iso = `${m[3]}-${pad(m[1]!)}-${pad(m[2]!)}`
  else if ((m = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(trimmed))) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase())
    if (month !== -1) iso = `${m[3]}-${pad(month + 1)}-${pad(m[2]!)}`
  }
  if (!iso || !isIsoDate(iso)) {
    return { ok: false, reason: `listing date “${trimmed}” is not a date (2021-03-15, 3/15/2021 or Mar 15, 2021)` }
  }
  return { ok: true, value: iso }
}

/** A brand, model or cover as listed: spaces tidied, no longer than `maxLength`. */
export function readName(text: string, what: string, maxLength: number, required: boolean): Cell<string | null> {
  const tidy = text.replace(/\s+/g, ' ').trim()
  if (!normalisedName(tidy)) return required ? { ok: false, reason: `no ${what}` } : { ok: true, value: null }
  if (tidy.length > maxLength) return { ok: false, reason: `${what} is longer than ${maxLength} characters` }
  return { ok: true, value: tidy }
}
