'use client'

import { type FormEvent, useId, useState } from 'react'
import type { ZodType } from 'zod'

import { apiFetch } from '@/platform/http/clientFetch'
import { CheckboxField } from '@/site/forms/CheckboxField'
import { fieldSetter } from '@/site/forms/fieldSetter'
import { FormBanner } from '@/site/forms/FormBanner'
import { EmailField, NameField } from '@/site/forms/PersonFields'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { useFormSubmission } from '@/site/forms/useFormSubmission'

type Props = {
  /** "E-mail me this comparison". */
  title: string
  /** What the visitor consents to have e-mailed: "this comparison". */
  what: string
  endpoint: string
  /** The tool's result inputs, sent beside the visitor's name, address and consent. */
  extra: Record<string, unknown>
  /** The endpoint's own schema, checked here first. */
  schema: ZodType
}

/**
 * "E-mail me this …": with the visitor's consent they become a lead and the server e-mails the tool's
 * result, worked out again with the tool's own module. Every tool offers it the same way.
 */
export function EmailMeForm({ title, what, endpoint, extra, schema }: Props) {
  const id = useId()
  const [person, setPerson] = useState({ firstName: '', email: '', consent: false })
  const submission = useFormSubmission()
  const set = fieldSetter(setPerson)

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = { ...person, ...extra }
    const checked = schema.safeParse(body)
    if (!checked.success) {
      const first = checked.error.issues[0]
      return submission.refuse(first?.message ?? '', first ? [String(first.path[0])] : [])
    }
    void submission.submit(() => apiFetch(endpoint, { body }))
  }

  if (submission.sent) {
    return (
      <p className="email-me__sent" role="status">
        On its way to {person.email}. Check your inbox in a minute or two.
      </p>
    )
  }
  return (
    <form className="email-me" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`}>{title}</h4>
      <FormBanner message={submission.banner} />
      <NameField
        id={`${id}-name`}
        label="First name"
        autoComplete="given-name"
        maxLength={60}
        value={person.firstName}
        error={submission.fieldErrors.firstName}
        onChange={set('firstName')}
      />
      <EmailField
        id={`${id}-email`}
        value={person.email}
        error={submission.fieldErrors.email}
        onChange={set('email')}
      />
      <CheckboxField
        id={`${id}-consent`}
        label={`E-mail me ${what}, and keep my name and address so your staff can follow up. No one else gets them.`}
        checked={person.consent}
        invalid={Boolean(submission.fieldErrors.consent)}
        onChange={(consent) => setPerson((current) => ({ ...current, consent }))}
      />
      <SubmitButton submission={submission}>E-mail it to me</SubmitButton>
    </form>
  )
}
