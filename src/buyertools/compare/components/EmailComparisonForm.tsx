'use client'

import { type FormEvent, useId, useState } from 'react'

import { apiFetch } from '@/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { TextField } from '@/site/forms/TextField'
import { useFormSubmission } from '@/site/forms/useFormSubmission'

import { emailComparisonSchema } from '../emailSchema'
import type { TubCostsForm } from '../schema'

/**
 * "E-mail me this comparison": with the visitor's consent they become a lead and the server e-mails
 * the comparison, worked out again with the same module. The same schema checks it here first.
 */
export function EmailComparisonForm({ tubs }: { tubs: TubCostsForm[] }) {
  const id = useId()
  const [person, setPerson] = useState({ firstName: '', email: '', consent: false })
  const submission = useFormSubmission()

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = { ...person, comparison: { tubs } }
    const checked = emailComparisonSchema.safeParse(body)
    if (!checked.success) {
      const first = checked.error.issues[0]
      return submission.refuse(first?.message ?? '', first ? [String(first.path[0])] : [])
    }
    void submission.submit(() => apiFetch('/api/tools/emailComparison', { body }))
  }

  if (submission.sent) {
    return (
      <p className="compare__emailed" role="status">
        On its way to {person.email}. Check your inbox in a minute or two.
      </p>
    )
  }
  return (
    <form className="compare__email" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`}>E-mail me this comparison</h4>
      <FormBanner message={submission.banner} />
      <TextField
        id={`${id}-name`}
        label="First name"
        autoComplete="given-name"
        maxLength={60}
        value={person.firstName}
        error={submission.fieldErrors.firstName}
        onChange={({ target: { value } }) => setPerson((current) => ({ ...current, firstName: value }))}
      />
      <TextField
        id={`${id}-email`}
        label="E-mail"
        type="email"
        autoComplete="email"
        value={person.email}
        error={submission.fieldErrors.email}
        onChange={({ target: { value } }) => setPerson((current) => ({ ...current, email: value }))}
      />
      <div className="compare__consent">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={person.consent}
          aria-invalid={submission.fieldErrors.consent ? true : undefined}
          onChange={({ target: { checked } }) => setPerson((current) => ({ ...current, consent: checked }))}
        />
        <label htmlFor={`${id}-consent`}>
          E-mail me this comparison, and keep my name and address so your staff can follow up. No one else gets them.
        </label>
      </div>
      <SubmitButton submission={submission}>E-mail it to me</SubmitButton>
    </form>
  )
}
