import type { Payload } from 'payload'

import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import { careReminderFigures } from '../server/figures'

const OWNERS_LIST = '/admin/collections/care-owners'

/**
 * On the admin dashboard, for moderators and admins (counts of owners who gave us their address):
 * owners subscribed, waiting and unsubscribed, and the reminders sent lately.
 */
export async function DashboardCareReminders({
  payload,
  user,
}: {
  payload: Payload
  user?: { role?: StaffRole | null } | null
}) {
  if (!hasRole(user, 'moderator')) return null
  const figures = await careReminderFigures(payload)
  return (
    <section aria-labelledby="dashboard-care-reminders-title">
      <h2 id="dashboard-care-reminders-title">Care reminders</h2>
      <ul>
        <li>Owners subscribed (confirmed): {figures.subscribed}</li>
        <li>Waiting for confirmation: {figures.waiting}</li>
        <li>Unsubscribed (and not deleted): {figures.unsubscribed}</li>
        <li>
          Reminders sent: {figures.sentLast7Days} in the last 7 days, {figures.sentLast30Days} in the last 30 days
        </li>
      </ul>
      <p>
        Owners who deleted everything are not counted anywhere, nor the reminders they were sent. Days are UTC days,
        today included. <a href={OWNERS_LIST}>All owners</a>
      </p>
    </section>
  )
}
