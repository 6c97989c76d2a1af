import { describe, expect, it } from 'vitest'

import {
  drainRefillDays,
  lastDueDate,
  nextDueDate,
  type OwnerSchedule,
  reminderKey,
  remindersToSend,
  weekStart,
} from '@/watercare/reminders/schedule'

const owner = (kinds: OwnerSchedule['kinds'], start = '2026-01-01'): OwnerSchedule => ({
  start,
  gallons: 400,
  bathersPerDay: 2,
  kinds,
})
const nothingSent = { sent: new Set<string>(), sentInLastWeek: 0 }

describe('care reminders: when each falls due', () => {
  it('drain and refill: gallons ÷ 3 ÷ bathers per day, whole days, rounded down', () => {
    // 400 ÷ 3 ÷ 2 = 66.67 → 66 days; 450 ÷ 3 ÷ 1.5 = 100 exactly; 60 ÷ 3 ÷ 20 = 1 day.
    expect(drainRefillDays(400, 2)).toBe(66)
    expect(drainRefillDays(450, 1.5)).toBe(100)
    expect(drainRefillDays(60, 20)).toBe(1)
  })

  it('an interval kind is due at start + n × its interval, n ≥ 1, the latest on or before today', () => {
    const schedule = owner(['filterRinse', 'filterDeepClean', 'drainRefill'])
    // Rinse every 14 days from 1 January: 15 January, 29 January, …
    expect(lastDueDate('filterRinse', schedule, '2026-01-14')).toBeNull()
    expect(lastDueDate('filterRinse', schedule, '2026-01-15')).toBe('2026-01-15')
    expect(lastDueDate('filterRinse', schedule, '2026-01-28')).toBe('2026-01-15')
    expect(lastDueDate('filterRinse', schedule, '2026-01-29')).toBe('2026-01-29')
    // Deep clean every 90 days: 1 January + 90 = 1 April (31 + 28 + 31 = 90).
    expect(lastDueDate('filterDeepClean', schedule, '2026-03-31')).toBeNull()
    expect(lastDueDate('filterDeepClean', schedule, '2026-04-01')).toBe('2026-04-01')
    // Drain every 66 days: 1 January + 66 = 8 March (31 + 28 = 59, + 7).
    expect(lastDueDate('drainRefill', schedule, '2026-03-07')).toBeNull()
    expect(lastDueDate('drainRefill', schedule, '2026-03-08')).toBe('2026-03-08')
  })

  it('the cover check: the latest 1 October after the start', () => {
    expect(lastDueDate('coverCheck', owner(['coverCheck'], '2026-09-15'), '2026-09-30')).toBeNull()
    expect(lastDueDate('coverCheck', owner(['coverCheck'], '2026-09-15'), '2026-10-01')).toBe('2026-10-01')
    expect(lastDueDate('coverCheck', owner(['coverCheck'], '2026-09-15'), '2027-03-01')).toBe('2026-10-01')
    // Confirmed on 1 October itself: next year's.
    expect(lastDueDate('coverCheck', owner(['coverCheck'], '2026-10-01'), '2026-12-01')).toBeNull()
    expect(lastDueDate('coverCheck', owner(['coverCheck'], '2026-10-01'), '2027-10-01')).toBe('2027-10-01')
  })

  it('sends what is due and not sent yet, oldest first, at most two in any 7 days', () => {
    const all = owner(['filterRinse', 'filterDeepClean', 'drainRefill', 'coverCheck'])
    // 1 April: rinse due 26 March (1 January + 6 × 14 = 84 days), drain 8 March, deep clean 1 April.
    const due = remindersToSend(all, '2026-04-01', nothingSent)
    expect(due).toEqual([
      { kind: 'drainRefill', dueOn: '2026-03-08' },
      { kind: 'filterRinse', dueOn: '2026-03-26' },
    ])
    // Those two sent today: the deep clean waits for a day with room in the week.
    const sent = new Set(due.map((each) => reminderKey(each.kind, each.dueOn)))
    expect(remindersToSend(all, '2026-04-01', { sent, sentInLastWeek: 2 })).toEqual([])
    expect(remindersToSend(all, '2026-04-08', { sent, sentInLastWeek: 0 })).toEqual([
      { kind: 'filterDeepClean', dueOn: '2026-04-01' },
    ])
    // One sent this week: one more.
    expect(remindersToSend(all, '2026-04-01', { sent: new Set(), sentInLastWeek: 1 })).toHaveLength(1)
  })

  it('sends nothing the owner did not choose, and nothing twice', () => {
    const rinseOnly = owner(['filterRinse'])
    expect(remindersToSend(rinseOnly, '2026-04-01', nothingSent)).toEqual([
      { kind: 'filterRinse', dueOn: '2026-03-26' },
    ])
    const sent = new Set([reminderKey('filterRinse', '2026-03-26')])
    expect(remindersToSend(rinseOnly, '2026-04-01', { sent, sentInLastWeek: 0 })).toEqual([])
  })

  it('the weekly window is today and the 6 days before', () => {
    expect(weekStart('2026-04-07')).toBe('2026-04-01')
    expect(weekStart('2026-03-03')).toBe('2026-02-25')
  })
})

describe('care reminders: the next due date, for the e-mail that says they started', () => {
  it('is the next start + n × the interval, or the next 1 October', () => {
    const all = owner(['filterRinse', 'filterDeepClean', 'drainRefill', 'coverCheck'], '2026-09-01')
    // Confirmed 1 September: rinse 15 September (+14), deep clean 30 November (+90: 29 + 31 + 30), drain 6 November
    // (+66: 29 + 31 + 6), the cover 1 October.
    expect(nextDueDate('filterRinse', all, '2026-09-01')).toBe('2026-09-15')
    expect(nextDueDate('filterDeepClean', all, '2026-09-01')).toBe('2026-11-30')
    expect(nextDueDate('drainRefill', all, '2026-09-01')).toBe('2026-11-06')
    expect(nextDueDate('coverCheck', all, '2026-09-01')).toBe('2026-10-01')
    // On a due day, the next one after it.
    expect(nextDueDate('filterRinse', all, '2026-09-15')).toBe('2026-09-29')
    expect(nextDueDate('coverCheck', all, '2026-10-01')).toBe('2027-10-01')
  })
})
