'use client'

import type { FormEvent } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { useFormSubmission } from '@/site/forms/useFormSubmission'

type Props = {
  /** The signed token of the mailed link. */
  token: string
  /** The API route that confirms it (a POST with `{ token }`). */
  endpoint: string
  /** The form's accessible name, the button's words, and what the page says once it is done. */
  formLabel: string
  buttonLabel: string
  done: string
}

/**
 * The one button behind a mailed confirmation link: a POST, so a mail scanner opening the link alone
 * confirms nothing.
 */
export function ConfirmLinkButton({ token, endpoint, formLabel, buttonLabel, done }: Props) {
  const submission = useFormSubmission()

  function submit(event: FormEvent) {
    event.preventDefault()
    void submission.submit(() => apiFetch(endpoint, { body: { token } }))
  }

  if (submission.sent) {
    return <p role="status">{done}</p>
  }
  return (
    <form onSubmit={submit} aria-label={formLabel}>
      <FormBanner message={submission.banner} />
      <SubmitButton submission={submission} busyLabel="Confirming…" retryLabel="Try again">
        {buttonLabel}
      </SubmitButton>
    </form>
  )
}
