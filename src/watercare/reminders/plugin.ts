import type { PollSchedule } from '@/platform/plugins/platformCalls'
import { capabilityPlugin } from '@/platform/plugins/capabilityPlugin'

import { CareOwners } from './collections/CareOwners'
import { CareReminders } from './collections/CareReminders'
import { sendDueReminders } from './server/sendDueReminders'

/**
 * The daily reminders, polled by every app server: each looks every 10 minutes and takes the owners not
 * looked at today, 20 a round (each owner claimed by one server), at once again after a full round.
 */
const DAILY_REMINDERS: PollSchedule = {
  name: 'careReminders',
  everyMs: 10 * 60_000,
  limit: 20,
  drainBacklog: true,
  run: (payload, limit) => sendDueReminders(payload, limit),
}

/** Care reminders by e-mail: the owners who asked, what was sent, the daily job and the dashboard's counts. */
export const careRemindersPlugin = () =>
  capabilityPlugin({
    collections: [CareOwners, CareReminders],
    dashboard: ['@/watercare/reminders/admin/DashboardCareReminders#DashboardCareReminders'],
    calls: { polled: [DAILY_REMINDERS] },
  })
