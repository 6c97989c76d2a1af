import './reminders.css'

import { ConfirmLinkPage } from '@/site/forms/ConfirmLinkPage'

import { checkConfirmToken } from '../links'
import { UNCONFIRMED_KEPT_DAYS } from '../linkTerms'
import { CONFIRM_REFUSALS } from '../schema'

const STARTED =
  'Confirmed: your reminders have started. Each one carries a link to change them, stop them or delete everything.'

/**
 * `/water-care/reminders/confirm?token=…`: says what confirming starts and offers the button. Opening the
 * page changes nothing (mail scanners open links); a link we did not sign, or an expired one, says so.
 */
export function ConfirmRemindersPage({ secret, token }: { secret: string; token: string }) {
  const verdict = token ? checkConfirmToken(secret, token).verdict : 'invalid'
  return (
    <ConfirmLinkPage
      title="Confirm your care reminders"
      className="reminders"
      verdict={verdict}
      explanation={
        <>
          Press the button and your reminders start from today. If you do not, we send nothing more and delete the
          address {UNCONFIRMED_KEPT_DAYS} days after the sign-up.
        </>
      }
      refusals={CONFIRM_REFUSALS}
      token={token}
      endpoint="/api/water-care/reminders/confirm"
      buttonLabel="Confirm my reminders"
      done={STARTED}
    />
  )
}
