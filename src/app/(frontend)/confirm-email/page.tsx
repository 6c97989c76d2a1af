import type { Metadata } from 'next'

import { CONFIRM_LINK_REFUSALS, UNCONFIRMED_KEPT_DAYS } from '@/leads/confirmEmail'
import { checkConfirmToken } from '@/leads/server/confirmEmail'
import { getPayloadClient } from '@/payloadClient'
import { ConfirmLinkPage } from '@/site/forms/ConfirmLinkPage'

// A private link: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Confirm your e-mail address', robots: { index: false, follow: false } }

const CONFIRMED =
  'Thank you: your address is confirmed. We will be in touch now and then; every e-mail says how to stop.'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * `/confirm-email?token=…`, the link in a tool's e-mail: says what confirming means and offers the
 * button. Opening the page changes nothing (mail scanners open links); a link that is not ours or
 * has expired says so, with no button.
 */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams
  const given = typeof token === 'string' ? token : ''
  const verdict = given ? checkConfirmToken((await getPayloadClient()).secret, given) : 'invalid'
  return (
    <ConfirmLinkPage
      title="Confirm your e-mail address"
      verdict={verdict}
      explanation={
        <>
          You asked one of our tools to e-mail you its result. Confirm the address and our staff may write to you about
          hot tubs now and then. If you do not, we send you nothing more and delete the address after{' '}
          {UNCONFIRMED_KEPT_DAYS} days.
        </>
      }
      refusals={CONFIRM_LINK_REFUSALS}
      token={given}
      endpoint="/api/leads/confirmEmail"
      buttonLabel="Confirm my address"
      done={CONFIRMED}
    />
  )
}
