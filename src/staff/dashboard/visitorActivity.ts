import type { Payload } from 'payload'

import { tallyByWeek } from '@/platform/db/statements/tallyByWeek'

import type { Week } from './weeks'

export type VisitorActivity = { leads: number[]; priceChecks: number[]; questions: number[] }

const rows = { count: { count: true } } as const

/**
 * Per week, by the day each arrived: new leads, price-check requests, and questions (comments
 * without a parent: replies are not questions; spam is not counted).
 */
export async function weeklyVisitorActivity(payload: Payload, weeks: Week[]): Promise<VisitorActivity> {
  const [leads, priceChecks, questions] = await Promise.all([
    tallyByWeek(payload, 'leads', weeks, { date: 'createdAt', figures: rows }),
    tallyByWeek(payload, 'price_checks', weeks, { date: 'createdAt', figures: rows }),
    tallyByWeek(payload, 'comments', weeks, {
      date: 'createdAt',
      where: { isNull: ['parent'], notEqual: { status: 'spam' } },
      figures: rows,
    }),
  ])
  return { leads: leads.count, priceChecks: priceChecks.count, questions: questions.count }
}
