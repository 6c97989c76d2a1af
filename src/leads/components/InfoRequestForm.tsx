'use client'

import './infoRequest.css'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { EmailField, NameField, PhoneField, ZipField } from '@/site/forms/PersonFields'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { TextAreaField } from '@/site/forms/TextAreaField'
import { useFormSubmission } from '@/site/forms/useFormSubmission'
import { fieldSetter } from '@/site/forms/fieldSetter'

import type { PublicLead } from '../contact/contact'
import { checkInfoForm, type InfoFormField, type InfoFormValues } from '../contact/infoForm'
import { joinName } from '../schemas'

type Props = { leadId: string; lead: PublicLead; supportEmail: string; supportPhone: string }

/**
 * The Buyers Program information form, prefilled from the lead. The server's own schema checks
 * the form before it is sent (`checkInfoForm`), so whatever the server would refuse is refused
 * here first with the spec's message. The thank-you view shows only once the server has the
 * details: a refusal or a failed send keeps the form and everything typed in it.
 */
export function InfoRequestForm({ leadId, lead, supportEmail, supportPhone }: Props) {
  const id = useId()
  const top = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState<InfoFormValues>({
    name: joinName(lead.firstName, lead.lastName),
    email: lead.email,
    zipCode: lead.zipCode,
    phone: lead.phone,
    details: '',
  })
  // The button offers "Send again" after no answer or a failure on our side (the hook's default).
  const submission = useFormSubmission({
    failureMessage: (failure) =>
      Object.values(failure.errors)[0] ?? failure.error ?? 'We could not send your details just now. Please try again.',
  })
  const thanking = submission.sent

  // The thank-you view opens at the top of the page, focused for screen readers (spec section 4).
  useEffect(() => {
    if (!thanking) return
    window.scrollTo({ top: 0, behavior: 'instant' })
    top.current?.focus({ preventScroll: true })
  }, [thanking])

  const set = fieldSetter(setValues)
  const field = (name: InfoFormField, suffix: string) => ({
    id: `${id}-${suffix}`,
    value: values[name],
    'aria-invalid': submission.fieldErrors[name] ? true : undefined,
    onChange: set(name),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const check = checkInfoForm(leadId, values)
    if (!check.ok) return submission.refuse(check.message, check.fields)
    void submission.submit(() => apiFetch('/api/leads/info', { body: check.body }))
  }

  if (thanking) {
    return (
      <div ref={top} className="info-request" tabIndex={-1}>
        <h1>Thank you</h1>
        <p>
          We have your details. The Buyers Program team will be in touch shortly by e-mail from {supportEmail} or by
          text from {supportPhone}.
        </p>
      </div>
    )
  }

  return (
    <div ref={top} className="info-request" tabIndex={-1}>
      <h1 id={`${id}-title`}>Buyers Program information</h1>
      <p>
        Please check your details and tell us about the hot tub you are looking for. The Buyers Program sends e-mails
        from <strong>{supportEmail}</strong> and texts from <strong>{supportPhone}</strong>. If you text us, please text
        from the phone number you enter below.
      </p>
      <form className="info-request__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <NameField {...field('name', 'name')} required />
        <EmailField {...field('email', 'email')} required />
        <ZipField {...field('zipCode', 'zip')} required />
        <PhoneField
          {...field('phone', 'phone')}
          required
          hint="Enter your phone as a raw 10-digit number, for example 5550100199."
        />
        <TextAreaField
          {...field('details', 'details')}
          label="Details"
          rows={10}
          required
          hint="The tubs you are considering, your budget, your timing, anything we should know."
        />
        <FormBanner message={submission.banner} />
        <div className="form-actions">
          <SubmitButton submission={submission} retryLabel="Send again">
            Send my information
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
