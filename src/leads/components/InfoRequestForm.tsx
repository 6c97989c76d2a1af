'use client'

import './infoRequest.css'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { apiFetch } from '@/http/clientFetch'
import { TextAreaField } from '@/site/forms/TextAreaField'
import { TextField } from '@/site/forms/TextField'

import { INFO_FORM_MESSAGE, splitName } from '../schemas'
import type { PublicLead } from '../server/leads'

type Props = { leadId: string; lead: PublicLead; supportEmail: string; supportPhone: string }
type Sending = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * The Buyers Program information form, prefilled from the lead. Every field must be filled in;
 * sending switches to the thank-you view at once (as the spec has it), which offers to send
 * again if the server could not be reached, so nothing typed is lost.
 */
export function InfoRequestForm({ leadId, lead, supportEmail, supportPhone }: Props) {
  const id = useId()
  const top = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState({
    name: [lead.firstName, lead.lastName].filter(Boolean).join(' '),
    email: lead.email,
    zipCode: lead.zipCode,
    phone: lead.phone,
    details: '',
  })
  const [problem, setProblem] = useState(false)
  const [sending, setSending] = useState<Sending>('idle')
  const thanking = sending !== 'idle'

  // The thank-you view opens at the top of the page, focused for screen readers (spec section 4).
  useEffect(() => {
    if (!thanking) return
    window.scrollTo({ top: 0, behavior: 'instant' })
    top.current?.focus({ preventScroll: true })
  }, [thanking])

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value })

  async function send() {
    setSending('sending')
    const { name, ...rest } = values
    const result = await apiFetch('/api/leads/info', { body: { leadId, ...splitName(name), ...rest } })
    setSending(result.ok ? 'sent' : 'failed')
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const { firstName } = splitName(values.name)
    if (!firstName || Object.values(values).some((value) => !value.trim())) return setProblem(true)
    setProblem(false)
    void send()
  }

  if (thanking) {
    return (
      <div ref={top} className="info-request" tabIndex={-1}>
        <h1>Thank you</h1>
        <p>We have your details. The Buyers Program team will be in touch shortly by e-mail from {supportEmail} or by text from {supportPhone}.</p>
        {sending === 'failed' ? (
          <div className="form-banner" role="alert">
            <p>We could not send your details just now. Please check your connection and try again.</p>
            <button type="button" className="button" onClick={() => void send()}>
              Send again
            </button>
          </div>
        ) : null}
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
        <TextField id={`${id}-name`} label="Name" autoComplete="name" required value={values.name} onChange={set('name')} />
        <TextField id={`${id}-email`} label="E-mail" type="email" autoComplete="email" required value={values.email} onChange={set('email')} />
        <TextField id={`${id}-zip`} label="Zip code" autoComplete="postal-code" inputMode="numeric" required value={values.zipCode} onChange={set('zipCode')} />
        <TextField id={`${id}-phone`} label="Phone" type="tel" autoComplete="tel" required hint="Enter your phone as a raw 10-digit number, for example 5550100199." value={values.phone} onChange={set('phone')} />
        <TextAreaField id={`${id}-details`} label="Details" rows={10} required hint="The tubs you are considering, your budget, your timing, anything we should know." value={values.details} onChange={set('details')} />
        {problem ? (
          <p className="form-banner" role="alert">
            {INFO_FORM_MESSAGE}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button">
            Send my information
          </button>
        </div>
      </form>
    </div>
  )
}
