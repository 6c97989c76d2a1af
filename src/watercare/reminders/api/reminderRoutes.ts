import { writeRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'

import { CONFIRM_EXPIRED, LINK_INVALID, MANAGE_EXPIRED, confirmSchema, manageSchema, subscribeSchema } from '../schema'
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
export const postConfirm = writeRoute({
  rateLimit: { bucket: 'care-reminders-confirm', limit: 10, windowMs: 10 * 60_000 },
  schema: confirmSchema,
  handle: async ({ data, payload }) => {
    const verdict = await confirmReminders(payload, data.token)
    if (verdict === 'confirmed') return json({ ok: true })
    return json({ errors: { token: verdict === 'expired' ? CONFIRM_EXPIRED : LINK_INVALID } }, 400)
  },
})

/** `POST /api/water-care/reminders/manage`: new settings, stop, or delete everything, by the manage link. */
export const postManage = writeRoute({
  rateLimit: { bucket: 'care-reminders-manage', limit: 20, windowMs: 10 * 60_000 },
  schema: manageSchema,
  handle: async ({ data, payload }) => {
    const verdict = await manageReminders(payload, data)
    if (verdict === 'done') return json({ ok: true })
    return json({ errors: { token: verdict === 'expired' ? MANAGE_EXPIRED : LINK_INVALID } }, 400)
  },
})
