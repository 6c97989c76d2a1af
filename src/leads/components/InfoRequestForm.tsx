'use client'

import './infoRequest.css'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { apiFetch } from '@/http/clientFetch'
import { TextAreaField } from '@/site/forms/TextAreaField'
import { TextField } from '@/site/forms/TextField'

import { checkInfoForm, type InfoFormField, type InfoFormValues } from '../infoForm'
import { joinName } from '../schemas'
import type { PublicLead } from '../server/leads'

type Props = { leadId: string; lead: PublicLead; supportEmail: string; supportPhone: string }
/** What stops the form: the spec's message or the server's refusal, or a failed send the visitor may repeat. */
type Problem = { message: string; fields: InfoFormField[]; canRetry: boolean }

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
  const [problem, setProblem] = useState<Problem | null>(null)
  const [sending, setSending] = useState(false)
  const [thanking, setThanking] = useState(false)

  // The thank-you view opens at the top of the page, focused for screen readers (spec section 4).
  useEffect(() => {
    if (!thanking) return
    window.scrollTo({ top: 0, behavior: 'instant' })
    top.current?.focus({ preventScroll: true })
  }, [thanking])

  const set = (field: InfoFormField) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value })
  const invalid = (field: InfoFormField) => (problem?.fields.includes(field) ? true : undefined)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const check = checkInfoForm(leadId, values)
    if (!check.ok) return setProblem({ message: check.message, fields: check.fields, canRetry: false })
    setProblem(null)
    setSending(true)
    const result = await apiFetch('/api/leads/info', { body: check.body })
    setSending(false)
    if (result.ok) return setThanking(true)
    // No answer, or a failure on our side: the same details may go through when sent again.
    const canRetry = result.status === 0 || result.status >= 500
    const message = Object.values(result.errors)[0] ?? result.error ?? 'We could not send your details just now. Please try again.'
    setProblem({ message, fields: [], canRetry })
  }

  if (thanking) {
    return (
      <div ref={top} className="info-request" tabIndex={-1}>
        <h1>Thank you</h1>
        <p>We have your details. The Buyers Program team will be in touch shortly by e-mail from {supportEmail} or by text from {supportPhone}.</p>
      </div>
    )
  }

  return (
    <div ref={top} className="info-request" tabIndex={-1}>
      <h1 id={`${id}-title`}>Buyers Program information</h1>
      <p>
        Please check your details and tell us about the hot tub you are looking for. The Buyers Program sends e-mails from{' '}
        <strong>{supportEmail}</strong> and texts from <strong>{supportPhone}</strong>. If you text us, please text from the phone
        number you enter below.
      </p>
      <form className="info-request__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <TextField id={`${id}-name`} label="Name" autoComplete="name" required value={values.name} aria-invalid={invalid('name')} onChange={set('name')} />
        <TextField id={`${id}-email`} label="E-mail" type="email" autoComplete="email" required value={values.email} aria-invalid={invalid('email')} onChange={set('email')} />
        <TextField id={`${id}-zip`} label="Zip code" autoComplete="postal-code" inputMode="numeric" required value={values.zipCode} aria-invalid={invalid('zipCode')} onChange={set('zipCode')} />
        <TextField id={`${id}-phone`} label="Phone" type="tel" autoComplete="tel" required hint="Enter your phone as a raw 10-digit number, for example 5550100199." value={values.phone} aria-invalid={invalid('phone')} onChange={set('phone')} />
        <TextAreaField id={`${id}-details`} label="Details" rows={10} required hint="The tubs you are considering, your budget, your timing, anything we should know." value={values.details} aria-invalid={invalid('details')} onChange={set('details')} />
        {problem ? (
          <p className="form-banner" role="alert">
            {problem.message}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending…' : problem?.canRetry ? 'Send again' : 'Send my information'}
          </button>
        </div>
      </form>
    </div>
  )
}
