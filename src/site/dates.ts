const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "November 23, 2026": how the site writes a date (bylines, evaluations, reports). */
export const formatLongDate = (iso: string): string => longDate.format(new Date(iso))
