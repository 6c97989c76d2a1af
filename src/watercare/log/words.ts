import { groupThousands } from '@/site/numbers'

import { FIELD_RANGES } from '../model/schema'
import type { Sanitiser } from '../model/targets'
import { ADDED_NAMES, type LogEntry, type Reading, UNIT_NAMES } from './entry'

/** Each reading's name with its unit, as the form's labels and the table's headings say it. */
export function readingLabel(reading: Reading, sanitiser: Sanitiser): string {
  if (reading === 'sanitiserPpm') return `${sanitiser === 'bromine' ? 'Bromine' : 'Free chlorine'} (ppm)`
  const { label, unit } = FIELD_RANGES[reading]
  return unit ? `${label} (${unit.trim()})` : label
}

/** The range the field takes, from the calculator's own rules: "6 to 9". */
export function readingRange(reading: Reading): string {
  const { min, max } = FIELD_RANGES[reading]
  return `${groupThousands(min)} to ${groupThousands(max)}`
}

/** "2 teaspoons of sodium dichlor (spa chlorinating granules)". */
export function addedWords({ amount, unit, product }: NonNullable<LogEntry['added']>): string {
  const name = product === 'other' ? 'something else' : ADDED_NAMES[product]
  return `${groupThousands(amount)} ${UNIT_NAMES[unit]} of ${name.charAt(0).toLowerCase()}${name.slice(1)}`
}

/** Today on the owner's own calendar, as `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
