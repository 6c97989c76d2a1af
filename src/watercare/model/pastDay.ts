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
export const latestDay = () => Date.now() + 86_400_000

export const DATE_MESSAGE = `Date must be a day between ${formatLongDate(FIRST_DAY)} and today.`
