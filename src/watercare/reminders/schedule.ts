import { drainDays, drainIntervalDays } from '../model/drain'

/*
 * When each care reminder falls due, for an owner whose reminders started on `start` (the day they
 * confirmed); the drain and refill counts from the tub's last fill when the owner gave it. Dates are UTC
 * calendar days written `YYYY-MM-DD`; the daily job asks on `today`.
 */

export const REMINDER_KINDS = ['filterRinse', 'filterDeepClean', 'drainRefill', 'coverCheck'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]

/** Rinse the filter cartridge every 14 days (dealers' care pages: "at least every two weeks"). */
export const FILTER_RINSE_DAYS = 14
/** Soak it in a filter cleaner every 90 days (the same pages: "at least every 3 to 4 months": the short end). */
export const FILTER_DEEP_CLEAN_DAYS = 90
/** The autumn cover check: every 1 October (our choice of day: autumn, before the heating season). */
export const COVER_CHECK_MONTH = 10
export const COVER_CHECK_DAY = 1
/** At most this many mails to one owner in any 7 days: the reminders, and the mail that says they started. */
export const REMINDERS_PER_WEEK = 2

export const REMINDER_SOURCES = {
  filter: {
    title:
      'Kingston Pools and Hot Tubs, and Teddy Bear Pools: rinse spa filter cartridges at least every two weeks; ' +
      'soak them in a filter cleaner at least every 3 to 4 months and at every water change',
    url: 'https://teddybearpools.com/manual-cleaning-of-your-hot-tub-cartridges/',
  },
} as const

export type OwnerSchedule = {
  start: string
  gallons: number
  bathersPerDay: number
  kinds: readonly ReminderKind[]
  /** The owner's last drain and refill, when given. */
  lastFilledOn?: string | null
}

const DAY_MS = 24 * 60 * 60_000

const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** The UTC calendar day of a moment. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10)

/** Days between drain-and-refills: gallons ÷ 3 ÷ bathers per day, whole days, rounded down (drain sooner). */
export const drainRefillDays = (gallons: number, bathersPerDay: number): number =>
  drainDays(drainIntervalDays(gallons, bathersPerDay))

export function intervalDays(kind: Exclude<ReminderKind, 'coverCheck'>, schedule: OwnerSchedule): number {
  if (kind === 'filterRinse') return FILTER_RINSE_DAYS
  if (kind === 'filterDeepClean') return FILTER_DEEP_CLEAN_DAYS
  return drainRefillDays(schedule.gallons, schedule.bathersPerDay)
}

/**
 * The day an interval kind counts from. The drain and refill counts from the last fill when the owner gave
 * one and its first drain falls after the start; a drain already due by the start (the started mail says it
 * is overdue: `overdueDrain`) counts from the start, as without a date, so no reminder follows days after.
 */
function anchor(kind: Exclude<ReminderKind, 'coverCheck'>, schedule: OwnerSchedule): number {
  const start = dayNumber(schedule.start)
  if (kind !== 'drainRefill' || !schedule.lastFilledOn) return start
  const filled = dayNumber(schedule.lastFilledOn)
  return filled + intervalDays(kind, schedule) > start ? filled : start
}

/**
 * The drain the last fill says was due by the start (on or before it), or null: the started mail says it is
 * overdue.
 */
export function overdueDrain(schedule: OwnerSchedule): string | null {
  if (!schedule.kinds.includes('drainRefill') || !schedule.lastFilledOn) return null
  const due = dayNumber(schedule.lastFilledOn) + intervalDays('drainRefill', schedule)
  return due <= dayNumber(schedule.start) ? dateOf(due) : null
}

/**
 * The latest due date of `kind` on or before `today`, or null when none has come yet: its anchor + n × the
 * interval (n ≥ 1); for the cover check, the latest 1 October after the start.
 */
export function lastDueDate(kind: ReminderKind, schedule: OwnerSchedule, today: string): string | null {
  const now = dayNumber(today)
  if (kind === 'coverCheck') {
    const year = Number(today.slice(0, 4))
    const thisYear = dayNumber(`${year}-${pad(COVER_CHECK_MONTH)}-${pad(COVER_CHECK_DAY)}`)
    const latest =
      thisYear <= now ? thisYear : dayNumber(`${year - 1}-${pad(COVER_CHECK_MONTH)}-${pad(COVER_CHECK_DAY)}`)
    return latest > dayNumber(schedule.start) ? dateOf(latest) : null
  }
  const from = anchor(kind, schedule)
  const every = intervalDays(kind, schedule)
  const periods = Math.floor((now - from) / every)
  return periods >= 1 ? dateOf(from + periods * every) : null
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The first due date of `kind` after `today`: the next anchor + n × the interval, or the next 1 October. */
export function nextDueDate(kind: ReminderKind, schedule: OwnerSchedule, today: string): string {
  const now = dayNumber(today)
  if (kind === 'coverCheck') {
    const year = Number(today.slice(0, 4))
    const from = Math.max(now, dayNumber(schedule.start))
    const thisYear = dayNumber(`${year}-${pad(COVER_CHECK_MONTH)}-${pad(COVER_CHECK_DAY)}`)
    return dateOf(
      thisYear > from ? thisYear : dayNumber(`${year + 1}-${pad(COVER_CHECK_MONTH)}-${pad(COVER_CHECK_DAY)}`),
    )
  }
  const from = anchor(kind, schedule)
  const every = intervalDays(kind, schedule)
  return dateOf(from + (Math.floor(Math.max(0, now - from) / every) + 1) * every)
}

export type DueReminder = { kind: ReminderKind; dueOn: string }

/**
 * What to send `today`: each chosen kind's latest due date not sent yet (`sent` holds the keys already
 * sent: `reminderKey`), oldest first, as many as the week allows (`sentInLastWeek`: mails sent in the 7
 * days, `mailsInWeek`). What the cap holds back goes out on a later day, until its next due date replaces it.
 */
export function remindersToSend(
  schedule: OwnerSchedule,
  today: string,
  history: { sent: ReadonlySet<string>; sentInLastWeek: number },
): DueReminder[] {
  const due = schedule.kinds
    .map((kind) => ({ kind, dueOn: lastDueDate(kind, schedule, today) }))
    .filter((each): each is DueReminder => each.dueOn !== null && !history.sent.has(reminderKey(each.kind, each.dueOn)))
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || REMINDER_KINDS.indexOf(a.kind) - REMINDER_KINDS.indexOf(b.kind))
  return due.slice(0, Math.max(0, REMINDERS_PER_WEEK - history.sentInLastWeek))
}

/** One reminder's key within one owner: the kind and its due date (the database adds the owner). */
export const reminderKey = (kind: ReminderKind, dueOn: string): string => `${kind}:${dueOn}`

/** The first day of the 7 days before `today` (counting `today`): the window of the weekly cap. */
export const weekStart = (today: string): string => dateOf(dayNumber(today) - 6)

/**
 * The mails the weekly cap counts on `today`: the reminders sent in its window (their `sentOn` days) and
 * the started mail, sent on the day the owner confirmed (`startedOn`).
 */
export const mailsInWeek = (today: string, reminderDays: readonly string[], startedOn: string): number =>
  [...reminderDays, startedOn].filter((day) => day >= weekStart(today)).length
