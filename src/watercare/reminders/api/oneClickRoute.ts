import { linkRoute } from '@/apiRoutes'

import { MANAGE_REFUSALS, manageSchema } from '../schema'
import { manageReminders } from '../server/manage'

/**
 * `POST /api/one-click/care-reminders?token=…`: RFC 8058's one-click unsubscribe, posted by the mail
 * provider when the owner presses its "Unsubscribe" (the body `List-Unsubscribe=One-Click`, no cookie,
 * no CSRF token: the signed token in the URL is the proof). A `linkRoute` whose input is its address, as
 * the RFC fixes the body; the manage route's rate limit and its `unsubscribe`.
 */
export const postOneClickUnsubscribe = linkRoute({
  rateLimit: { bucket: 'care-reminders-manage', limit: 20, windowMs: 10 * 60_000 },
  schema: manageSchema,
  query: (params) => ({ token: params.get('token') ?? '', action: 'unsubscribe' }),
  follow: (payload, data) => manageReminders(payload, data),
  done: 'done',
  refusals: MANAGE_REFUSALS,
})
