import { describe, expect, it } from 'vitest'

import {
  drainRefillDays,
  lastDueDate,
  mailsInWeek,
  nextDueDate,
  overdueDrain,
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

  it('the cap counts the started mail, sent on the day the owner confirmed', () => {
    // 7 April: the window is 1 to 7 April. Reminders on 31 March (out) and 1 April (in), started on 3 April (in).
    expect(mailsInWeek('2026-04-07', ['2026-03-31', '2026-04-01'], '2026-04-03')).toBe(2)
    expect(mailsInWeek('2026-04-07', [], '2026-03-31')).toBe(0)
    // A drain every day (60 ÷ 3 ÷ 20 = 1), confirmed 1 January: the started mail and one reminder that week.
    const daily: OwnerSchedule = { start: '2026-01-01', gallons: 60, bathersPerDay: 20, kinds: ['drainRefill'] }
    const history = (sentOn: string[], today: string) => ({
      sent: new Set(sentOn.map((day) => reminderKey('drainRefill', day))),
      sentInLastWeek: mailsInWeek(today, sentOn, daily.start),
    })
    expect(remindersToSend(daily, '2026-01-02', history([], '2026-01-02'))).toEqual([
      { kind: 'drainRefill', dueOn: '2026-01-02' },
    ])
    expect(remindersToSend(daily, '2026-01-03', history(['2026-01-02'], '2026-01-03'))).toEqual([])
    expect(remindersToSend(daily, '2026-01-07', history(['2026-01-02'], '2026-01-07'))).toEqual([])
    // 8 January: the window is 2 to 8 January; the started mail (1 January) has left it.
    expect(remindersToSend(daily, '2026-01-08', history(['2026-01-02'], '2026-01-08'))).toEqual([
      { kind: 'drainRefill', dueOn: '2026-01-08' },
    ])
  })
})

describe('care reminders: the drain and refill from the last fill', () => {
  const filledOn = (lastFilledOn: string): OwnerSchedule => ({
    ...owner(['filterRinse', 'drainRefill']),
    lastFilledOn,
  })

  it('counts the drain from the last fill when its first drain falls after the start', () => {
    // Confirmed 1 January 2026, filled 1 December 2025, every 66 days: 1 December + 30 = 31 December, + 31 = 31
    // January (61), + 5 = 5 February 2026 (66); then 5 February + 23 = 28 February, + 31 = 31 March (54), + 12 =
    // 12 April (66).
    const schedule = filledOn('2025-12-01')
    expect(nextDueDate('drainRefill', schedule, '2026-01-01')).toBe('2026-02-05')
    expect(lastDueDate('drainRefill', schedule, '2026-02-04')).toBeNull()
    expect(lastDueDate('drainRefill', schedule, '2026-02-05')).toBe('2026-02-05')
    expect(lastDueDate('drainRefill', schedule, '2026-04-11')).toBe('2026-02-05')
    expect(lastDueDate('drainRefill', schedule, '2026-04-12')).toBe('2026-04-12')
    expect(overdueDrain(schedule)).toBeNull()
    // The filter still counts from the start: 1 January + 14 = 15 January.
    expect(nextDueDate('filterRinse', schedule, '2026-01-01')).toBe('2026-01-15')
    // 5 February: the rinse of 29 January (1 January + 2 × 14) and the drain, oldest first.
    expect(remindersToSend(schedule, '2026-02-05', nothingSent)).toEqual([
      { kind: 'filterRinse', dueOn: '2026-01-29' },
      { kind: 'drainRefill', dueOn: '2026-02-05' },
    ])
  })

  it('a drain already due by the start is overdue: the started mail says so, and the count starts again', () => {
    // Filled 1 October 2025, + 66: 1 October + 30 = 31 October, + 30 = 30 November (60), + 6 = 6 December 2025,
    // before the start (1 January 2026): overdue, and the next drain is 1 January + 66 = 8 March, as without a date.
    const overdue = filledOn('2025-10-01')
    expect(overdueDrain(overdue)).toBe('2025-12-06')
    expect(nextDueDate('drainRefill', overdue, '2026-01-01')).toBe('2026-03-08')
    expect(lastDueDate('drainRefill', overdue, '2026-03-07')).toBeNull()
    expect(lastDueDate('drainRefill', overdue, '2026-03-08')).toBe('2026-03-08')
    // Due on the start day itself counts as overdue: 27 October 2025 + 66 = 1 January 2026 (4 + 30 + 31 + 1);
    // a day later, 2 January, is ahead and counts from the fill.
    expect(overdueDrain(filledOn('2025-10-27'))).toBe('2026-01-01')
    expect(overdueDrain(filledOn('2025-10-28'))).toBeNull()
    expect(lastDueDate('drainRefill', filledOn('2025-10-28'), '2026-01-02')).toBe('2026-01-02')
    // No date, or no drain reminder chosen: nothing overdue.
    expect(overdueDrain(owner(['drainRefill']))).toBeNull()
    expect(overdueDrain({ ...owner(['filterRinse']), lastFilledOn: '2025-10-01' })).toBeNull()
  })

  it('a last fill given later, on the manage page, moves the drain to count from it', () => {
    // Confirmed 1 January, filled again 1 May: 1 May + 30 = 31 May, + 30 = 30 June (60), + 6 = 6 July.
    const refilled = filledOn('2026-05-01')
    expect(lastDueDate('drainRefill', refilled, '2026-07-05')).toBeNull()
    expect(lastDueDate('drainRefill', refilled, '2026-07-06')).toBe('2026-07-06')
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
