import { linkRoute, writeRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'

import { CONFIRM_REFUSALS, MANAGE_REFUSALS, confirmSchema, manageSchema, subscribeSchema } from '../schema'
import { confirmReminders } from '../server/confirm'
import { manageReminders } from '../server/manage'
import { subscribe } from '../server/subscribe'

/**
 * `POST /api/water-care/reminders`: a sign-up. Always `202 {"ok": true}` once the fields pass, whether
 * the address was new, waiting or confirmed (`subscribe` says what each means), so the answer tells
 * nobody who has signed up.
 */
export const postSubscribe = writeRoute({
  rateLimit: { bucket: 'care-reminders', limit: 5, windowMs: 10 * 60_000 },
  schema: subscribeSchema,
  handle: async ({ data, payload }) => {
    await subscribe(payload, data)
    return json({ ok: true }, 202)
  },
})

/** `POST /api/water-care/reminders/confirm`: the button behind the confirmation link (a GET confirms nothing). */
export const postConfirm = linkRoute({
  rateLimit: { bucket: 'care-reminders-confirm', limit: 10, windowMs: 10 * 60_000 },
  schema: confirmSchema,
  follow: (payload, data) => confirmReminders(payload, data.token),
  done: 'confirmed',
  refusals: CONFIRM_REFUSALS,
})

/** `POST /api/water-care/reminders/manage`: new settings, stop, or delete everything, by the manage link. */
export const postManage = linkRoute({
  rateLimit: { bucket: 'care-reminders-manage', limit: 20, windowMs: 10 * 60_000 },
  schema: manageSchema,
  follow: (payload, data) => manageReminders(payload, data),
  done: 'done',
  refusals: MANAGE_REFUSALS,
})
