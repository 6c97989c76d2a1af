import { checkSignedToken, type SignedTokenCheck, signToken } from '@/platform/tokens/signedToken'
import { siteUrl } from '@/platform/settings/siteUrl'

import { CONFIRM_LINK_DAYS, CONFIRM_PATH, MANAGE_LINK_DAYS, MANAGE_PATH, ONE_CLICK_PATH } from './linkTerms'

/*
 * The signed links a reminders e-mail carries, each for the owner's random `ref`: no account, the link is
 * the proof. Each purpose signs apart, so a confirmation link cannot manage and a manage link cannot confirm.
 */

const DAY_MS = 24 * 60 * 60_000
type Purpose = 'care-reminders-confirm' | 'care-reminders-manage'

const DAYS: Record<Purpose, number> = {
  'care-reminders-confirm': CONFIRM_LINK_DAYS,
  'care-reminders-manage': MANAGE_LINK_DAYS,
}

const signedUrl = (secret: string, purpose: Purpose, path: string, ref: string, now: Date) => {
  const url = new URL(path, siteUrl())
  url.searchParams.set('token', signToken(secret, purpose, ref, new Date(now.getTime() + DAYS[purpose] * DAY_MS)))
  return url.toString()
}

export const confirmUrl = (secret: string, ref: string, now = new Date()) =>
  signedUrl(secret, 'care-reminders-confirm', CONFIRM_PATH, ref, now)
export const manageUrl = (secret: string, ref: string, now = new Date()) =>
  signedUrl(secret, 'care-reminders-manage', MANAGE_PATH, ref, now)
/** The `List-Unsubscribe` URL: the manage token, posted to the one-click route. */
export const oneClickUrl = (secret: string, ref: string, now = new Date()) =>
  signedUrl(secret, 'care-reminders-manage', ONE_CLICK_PATH, ref, now)

/** The two links every mail to a confirmed owner carries: the manage page and the one-click unsubscribe. */
export const subscriberLinks = (secret: string, ref: string, now = new Date()) => ({
  manageUrl: manageUrl(secret, ref, now),
  oneClickUrl: oneClickUrl(secret, ref, now),
})

export const checkConfirmToken = (secret: string, token: string, now = new Date()): SignedTokenCheck =>
  checkSignedToken(secret, 'care-reminders-confirm', token, now)
export const checkManageToken = (secret: string, token: string, now = new Date()): SignedTokenCheck =>
  checkSignedToken(secret, 'care-reminders-manage', token, now)
