'use client'

import { type FormEvent, useEffect, useId, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { EmailField, NameField, PhoneField, ZipField } from '@/site/forms/PersonFields'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { useFormSubmission } from '@/site/forms/useFormSubmission'
import { useTouchedFields } from '@/site/forms/useTouchedFields'
import { fieldSetter } from '@/site/forms/fieldSetter'

import { QuestionTextField } from '../editor/QuestionTextField'
import { QUESTION_MESSAGES } from '../messages'
import { authorField, emailField } from '../schemas'

type Props = { onCancel: () => void; onSent: () => void } & (
  { mode: 'question'; page: string } | { mode: 'reply'; commentId: string; replyingTo: string }
)

type FieldName = 'author' | 'email' | 'phone' | 'zip' | 'text'

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null)

/**
 * The ask and reply form (loaded only when opened): name, e-mail, phone and zip for questions,
 * and the rich text. Messages show once a field is touched or changed; sending is blocked
 * while the name or e-mail is invalid. The same zod rules run again on the server.
 */
export default function CommentForm(props: Props) {
  const id = useId()
  const isQuestion = props.mode === 'question'
  const [values, setValues] = useState({ author: '', email: '', phone: '', zip: '', website: '' })
  const [text, setText] = useState({ html: '', empty: true })
  const { touch, touchAll, shown: shownIfTouched } = useTouchedFields<FieldName>()
  const submission = useFormSubmission({
    onSent: props.onSent,
    failureMessage: (failure) =>
      failure.error ??
      (Object.keys(failure.errors).length
        ? 'Please check the fields marked above.'
        : 'Sending failed. Please try again.'),
  })
  const [formToken, setFormToken] = useState<string | undefined>()

  useEffect(() => {
    const controller = new AbortController()
    apiFetch<{ formToken: string }>('/api/forms/token', { signal: controller.signal }).then((result) => {
      if (result.ok) setFormToken(result.data.formToken)
    })
    return () => controller.abort()
  }, [])

  const authorError = firstError(authorField.safeParse(values.author))
  const emailError = firstError(emailField.safeParse(values.email))
  const textError = text.empty ? QUESTION_MESSAGES.text : null
  const { fieldErrors } = submission
  const shown = (field: FieldName, error: string | null) =>
    shownIfTouched(field, error ?? fieldErrors[field] ?? fieldErrors[`reply.${field}`])

  const setValue = fieldSetter(setValues)
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValue(field)(event)
    if (field !== 'website') touch(field)
  }
  const blur = (field: FieldName) => () => touch(field)
  const field = (name: Exclude<FieldName, 'text'>, error: string | null) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: set(name),
    error: shown(name, error),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    touchAll()
    if (authorError || emailError || textError) return
    const common = { formToken, website: values.website }
    const author = values.author.trim()
    const email = values.email.trim()
    void submission.submit(() =>
      props.mode === 'question'
        ? apiFetch('/api/comments', {
            body: { ...common, page: props.page, author, email, phone: values.phone, zip: values.zip, text: text.html },
          })
        : apiFetch('/api/comments/reply', {
            body: { ...common, commentId: props.commentId, reply: { author, email, text: text.html } },
          }),
    )
  }

  const textLabelId = `${id}-text-label`
  const textErrorId = `${id}-text-error`
  const textShown = shown('text', textError)
  return (
    <form
      className="comment-form"
      onSubmit={submit}
      noValidate
      aria-label={isQuestion ? 'Ask a question' : `Reply to ${props.replyingTo}`}
    >
      <div className="comment-form__row">
        <NameField {...field('author', authorError)} onBlur={blur('author')} required />
        <EmailField {...field('email', emailError)} onBlur={blur('email')} hint="Never shown on the site." required />
      </div>
      {isQuestion ? (
        <div className="comment-form__row">
          <PhoneField {...field('phone', null)} label="Phone (optional)" />
          <ZipField {...field('zip', null)} label="Zip code (optional)" />
        </div>
      ) : null}
      <div className={textShown ? 'field field--invalid' : 'field'}>
        <span className="field__label" id={textLabelId}>
          {isQuestion ? 'Your question' : 'Your reply'}
        </span>
        <QuestionTextField
          id={`${id}-text`}
          labelledBy={textLabelId}
          describedBy={textShown ? textErrorId : undefined}
          invalid={Boolean(textShown)}
          onChange={(html, empty) => {
            setText({ html, empty })
            touch('text')
          }}
          onBlur={blur('text')}
        />
        {textShown ? (
          <p className="field__error" id={textErrorId}>
            {textShown}
          </p>
        ) : null}
      </div>
      <div className="trap-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this empty</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set('website')}
        />
      </div>
      <FormBanner message={submission.banner} />
      <div className="form-actions">
        <SubmitButton submission={submission} disabled={Boolean(authorError || emailError)}>
          {isQuestion ? 'Submit Question' : 'Submit Reply'}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          Cancel
        </button>
        {authorError || emailError ? <p className="comment-form__note">Enter your name and e-mail to send.</p> : null}
      </div>
    </form>
  )
}
