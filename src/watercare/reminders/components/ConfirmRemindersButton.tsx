'use client'

import './reminders.css'

import type { FormEvent } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { useFormSubmission } from '@/site/forms/useFormSubmission'

/** The one button that starts the reminders: a POST, so a mail scanner opening the link starts nothing. */
export function ConfirmRemindersButton({ token }: { token: string }) {
  const submission = useFormSubmission()

  function submit(event: FormEvent) {
    event.preventDefault()
    void submission.submit(() => apiFetch('/api/water-care/reminders/confirm', { body: { token } }))
  }

  if (submission.sent) {
    return (
      <p className="reminders__sent" role="status">
        Confirmed: your reminders have started. Each one carries a link to change them, stop them or delete everything.
      </p>
    )
  }
  return (
    <form onSubmit={submit} aria-label="Confirm your care reminders">
      <FormBanner message={submission.banner} />
      <SubmitButton submission={submission} busyLabel="Confirming…" retryLabel="Try again">
        Confirm my reminders
      </SubmitButton>
    </form>
  )
}
