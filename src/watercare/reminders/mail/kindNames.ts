import type { ReminderKind } from '../schedule'

/** Each reminder as the form and the e-mails name it. */
export const KIND_NAMES: Record<ReminderKind, string> = {
  filterRinse: 'filter rinse',
  filterDeepClean: 'filter deep clean',
  drainRefill: 'drain and refill',
  coverCheck: 'autumn cover check',
}
