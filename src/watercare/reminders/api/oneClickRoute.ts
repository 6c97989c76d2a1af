import { getPayloadClient } from '@/payloadClient'
import { apiRoute } from '@/platform/http/apiRoute'
import { clientAddress } from '@/platform/http/clientAddress'
import { json } from '@/platform/http/json'
import { hitRateLimit } from '@/platform/http/rateLimit'

import { MANAGE_REFUSALS } from '../schema'
import { manageReminders } from '../server/manage'

/**
 * `POST /api/one-click/care-reminders?token=…`: RFC 8058's one-click unsubscribe, posted by the mail
 * provider when the owner presses its "Unsubscribe" (the body `List-Unsubscribe=One-Click`, no cookie,
 * no CSRF token: the signed token in the URL is the proof). Not `writeRoute`: the body is a form, not
 * JSON, and what it says is fixed by the RFC. The manage route's rate limit and its `unsubscribe`.
 */
export const postOneClickUnsubscribe = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const limit = await hitRateLimit(
    payload,
    { bucket: 'care-reminders-manage', limit: 20, windowMs: 10 * 60_000 },
    clientAddress(request.headers),
  )
  if (!limit.ok) {
    return json({ error: 'Too many requests. Please wait a moment and try again.' }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const verdict = token.length <= 200 ? await manageReminders(payload, { token, action: 'unsubscribe' }) : 'invalid'
  if (verdict === 'done') return json({ ok: true })
  return json({ errors: { token: MANAGE_REFUSALS[verdict === 'expired' ? 'expired' : 'invalid'] } }, 400)
})
