'use client'

import type { FormEvent } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { useFormSubmission } from '@/site/forms/useFormSubmission'

/** The one button that confirms an address: a POST, so opening the mailed link alone confirms nothing. */
export function ConfirmEmailButton({ token }: { token: string }) {
  const submission = useFormSubmission()

  function submit(event: FormEvent) {
    event.preventDefault()
    void submission.submit(() => apiFetch('/api/leads/confirmEmail', { body: { token } }))
  }

  if (submission.sent) {
    return (
      <p className="confirm-email__done" role="status">
        Thank you: your address is confirmed. We will be in touch now and then; every e-mail says how to stop.
      </p>
    )
  }
  return (
    <form onSubmit={submit} aria-label="Confirm your e-mail address">
      <FormBanner message={submission.banner} />
      <SubmitButton submission={submission} busyLabel="Confirming…" retryLabel="Try again">
        Confirm my address
      </SubmitButton>
    </form>
  )
}
