// Written out by hand rather than with Intl.DateTimeFormat: creating a formatter loads the browser's
// locale data, some 25 ms of a phone's main thread on the questions board, which renders dates in
// the browser too. The site writes dates one way, in English, in UTC.
/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const parts = (iso: string) => {
  const date = new Date(iso)
  return { month: MONTH_NAMES[date.getUTCMonth()] ?? '', day: date.getUTCDate(), year: date.getUTCFullYear() }
}

/** "November 23, 2026": how the site writes a date (bylines, evaluations, reports). */
export function formatLongDate(iso: string): string {
  const { month, day, year } = parts(iso)
  return `${month} ${day}, ${year}`
}

/** "Nov 23, 2026": the short form, where dates stand in a list (questions and their answers). */
export function formatShortDate(iso: string): string {
  const { month, day, year } = parts(iso)
  return `${month.slice(0, 3)} ${day}, ${year}`
}
