import type { ReactNode } from 'react'

import type { LinkRefusals, SignedTokenCheck } from '@/platform/tokens/signedToken'

import { ConfirmLinkButton } from './ConfirmLinkButton'

type Props = {
  /** The page's heading, which names the button's form too. */
  title: string
  /** A class beside `container page-section`, for the capability's own styles. */
  className?: string
  /** What the signed token of the mailed link turned out to be. */
  verdict: SignedTokenCheck['verdict']
  /** What pressing the button will do, shown above it. */
  explanation: ReactNode
  /** What the page says instead of the button for a link past its time, or one we did not sign. */
  refusals: LinkRefusals
  /** The button's own props (`ConfirmLinkButton`). */
  token: string
  endpoint: string
  buttonLabel: string
  done: string
}

/**
 * The page behind a mailed confirmation link: what confirming means and the button, or, for an expired
 * link or one that is not ours, a plain sentence and no button. Opening it changes nothing (mail scanners
 * open links).
 */
export function ConfirmLinkPage({ title, className, verdict, explanation, refusals, ...button }: Props) {
  return (
    <div className={className ? `container page-section ${className}` : 'container page-section'}>
      <h1>{title}</h1>
      {verdict === 'ok' ? (
        <>
          <p>{explanation}</p>
          <ConfirmLinkButton formLabel={title} {...button} />
        </>
      ) : (
        <p role="alert">{refusals[verdict]}</p>
      )}
    </div>
  )
}
