/**
 * A day an owner says something happened (a log entry's test, the tub's last fill): a real calendar day,
 * `YYYY-MM-DD`, from January 1, 2000 to today. Each refusal names the field.
 */

import { z } from 'zod'

import { formatLongDate } from '@/site/dates'

export const FIRST_DAY = '2000-01-01'

/** A calendar day as `YYYY-MM-DD`, if it is one. */
export function dayOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const date = new Date(time)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null
}

/** A day after tomorrow (UTC) is refused: an owner east of UTC may already be in tomorrow. */
const latestDay = () => Date.now() + 86_400_000

const pastDayMessage = (label: string) => `${label} must be a day between ${formatLongDate(FIRST_DAY)} and today.`

/** `label`'s day: refused when it is no real day, before 2000 or in the future. */
export function pastDay(label: string) {
  const message = pastDayMessage(label)
  return z.string({ error: message }).refine(
    (text) => {
      const day = dayOf(text)
      return day !== null && day >= dayOf(FIRST_DAY)! && day <= latestDay()
    },
    { error: message },
  )
}

/** The same, where the field may be left empty (empty, or null, reads as not given). */
export const optionalPastDay = (label: string) =>
  z.preprocess(
    (raw) => (raw === null || (typeof raw === 'string' && raw.trim() === '') ? undefined : raw),
    pastDay(label).optional(),
  )
