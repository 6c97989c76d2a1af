import type { ButtonHTMLAttributes, ReactNode } from 'react'

import type { FormSubmission } from './useFormSubmission'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
  submission: Pick<FormSubmission, 'busy' | 'canRetry'>
  children: ReactNode
  /** Shown while sending. */
  busyLabel?: string
  /** Shown after a failure that sending again may get through; without it the label stays. */
  retryLabel?: string
}

/** The form's submit button: disabled while sending, its label saying what a press will do. */
export function SubmitButton({
  submission,
  children,
  busyLabel = 'Sending…',
  retryLabel,
  disabled,
  className = 'button',
  ...button
}: Props) {
  const label = submission.busy ? busyLabel : submission.canRetry && retryLabel ? retryLabel : children
  return (
    <button type="submit" className={className} disabled={submission.busy || disabled} {...button}>
      {label}
    </button>
  )
}
