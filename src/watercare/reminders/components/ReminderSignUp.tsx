'use client'

import './reminders.css'

import { type FormEvent, useId, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { EmailField } from '@/site/forms/PersonFields'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { useFormSubmission } from '@/site/forms/useFormSubmission'

import { subscribeSchema } from '../schema'
import { EMPTY_SETTINGS, ReminderSettingsFields, type SettingsValues } from './ReminderSettingsFields'
import { useSchemaCheck } from './useSchemaCheck'

/** The sign-up: checked with the server's schema first; the answer is the same whoever the address belongs to. */
export function ReminderSignUp() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [values, setValues] = useState<SettingsValues>(EMPTY_SETTINGS)
  const submission = useFormSubmission()
  const { errors, passes } = useSchemaCheck(submission)

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = { ...values, email }
    if (passes(subscribeSchema, body)) void submission.submit(() => apiFetch('/api/water-care/reminders', { body }))
  }

  if (submission.sent) {
    return (
      <p className="reminders__sent" role="status">
        Check your inbox: if this address is new to us, a confirmation e-mail is on its way. Nothing else comes until
        you press its button.
      </p>
    )
  }
  return (
    <form className="reminders__form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`}>Sign up</h2>
      <FormBanner message={submission.banner} />
      <EmailField
        id={`${id}-email`}
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ReminderSettingsFields id={id} values={values} setValues={setValues} errors={errors} />
      <SubmitButton submission={submission}>Send me the confirmation</SubmitButton>
    </form>
  )
}
