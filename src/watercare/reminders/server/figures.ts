import type { Payload } from 'payload'

import { countByStatus } from '@/platform/db/countByStatus'

import { utcDay, weekStart } from '../schedule'

export type CareReminderFigures = {
  subscribed: number
  waiting: number
  unsubscribed: number
  sentLast7Days: number
  sentLast30Days: number
}

const DAY_MS = 24 * 60 * 60_000

/** The dashboard's counts: owners by status, reminders sent in the last 7 and 30 UTC days (today included). */
export async function careReminderFigures(payload: Payload, now = new Date()): Promise<CareReminderFigures> {
  const today = utcDay(now)
  const sentSince = (day: string) =>
    payload.count({
      collection: 'care-reminders',
      where: { and: [{ sentOn: { greater_than_equal: day } }, { sentOn: { less_than_equal: today } }] },
      overrideAccess: true,
    })
  const [owners, week, month] = await Promise.all([
    countByStatus(payload, 'care-owners', ['confirmed', 'waiting', 'unsubscribed']),
    sentSince(weekStart(today)),
    sentSince(utcDay(new Date(now.getTime() - 29 * DAY_MS))),
  ])
  return {
    subscribed: owners.confirmed,
    waiting: owners.waiting,
    unsubscribed: owners.unsubscribed,
    sentLast7Days: week.totalDocs,
    sentLast30Days: month.totalDocs,
  }
}
