/*
 * Where the reminders' signed links point and how long they work: plain values the sign-up form shows, kept
 * apart from the signing in `links.ts`, whose `node:crypto` must never reach a browser bundle.
 */

export const REMINDERS_PATH = '/water-care/reminders'
export const CONFIRM_PATH = `${REMINDERS_PATH}/confirm`
export const MANAGE_PATH = `${REMINDERS_PATH}/manage`
/** RFC 8058's one-click unsubscribe: a POST to this URL, no page, no cookie. */
export const ONE_CLICK_PATH = '/api/one-click/care-reminders'

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7
/** How long a manage or unsubscribe link works; every reminder carries fresh ones. */
export const MANAGE_LINK_DAYS = 120
/** How long an address nobody confirmed is kept, from sign-up. */
export const UNCONFIRMED_KEPT_DAYS = 30
