import { describe, expect, it } from 'vitest'

import { formatLongDate, formatShortDate } from '@/site/dates'

// The site writes dates by hand; they must read exactly as Intl's en-US forms in UTC.
const DATES = [
  '2026-11-23T00:00:00.000Z',
  '2026-01-01T23:59:59.000Z',
  '2024-02-29T12:00:00.000Z',
  '2025-05-09T08:30:00.000Z',
  '2026-09-15T10:00:00.000Z',
  '2025-12-31T23:00:00-05:00',
]

describe('dates', () => {
  it.each(DATES)('%s reads as Intl writes it, in UTC', (iso) => {
    expect(formatLongDate(iso)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
    )
    expect(formatShortDate(iso)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    )
  })
})
