'use client'

import './reminders.css'

import { type FormEvent, useId, useRef, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { useFormSubmission } from '@/site/forms/useFormSubmission'

import { manageSchema } from '../schema'
import { ReminderSettingsFields, type SettingsValues } from './ReminderSettingsFields'
import { useSchemaCheck } from './useSchemaCheck'

type Props = { token: string; settings: SettingsValues; stopped: boolean }

const DONE = {
  update: 'Saved. Your reminders follow the new settings from the next one.',
  unsubscribe: 'Stopped: we send you no more reminders. Save the settings above to start them again.',
  delete: 'Deleted: we keep nothing more about you, and this link leads nowhere now.',
} as const
type Action = keyof typeof DONE

/** The manage page's three actions, each a POST with the link's token: save, stop, delete everything. */
export function ManageReminders({ token, settings, stopped }: Props) {
  const id = useId()
  const [values, setValues] = useState<SettingsValues>(settings)
  const [done, setDone] = useState<Action | null>(null)
  // The action under way, read when its answer comes (the render that sent it holds an older state).
  const pending = useRef<Action>('update')
  const submission = useFormSubmission({ onSent: () => setDone(pending.current) })
  const { errors, passes } = useSchemaCheck(submission)

  function send(action: Action) {
    const body = action === 'update' ? { token, action, settings: values } : { token, action }
    if (!passes(manageSchema, body)) return
    pending.current = action
    setDone(null)
    void submission.submit(() => apiFetch('/api/water-care/reminders/manage', { body }))
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    send('update')
  }

  if (done === 'delete') return <p role="status">{DONE.delete}</p>
  return (
    <>
      {done ? <p role="status">{DONE[done]}</p> : stopped ? <p>Your reminders are stopped.</p> : null}
      <form className="reminders__form" aria-labelledby={`${id}-title`} noValidate onSubmit={save}>
        <h2 id={`${id}-title`}>Your settings</h2>
        <FormBanner message={submission.banner} />
        <ReminderSettingsFields id={id} values={values} setValues={setValues} errors={errors} />
        <SubmitButton submission={submission}>Save my settings</SubmitButton>
      </form>
      <div className="reminders__actions">
        <button type="button" className="button button--secondary" onClick={() => send('unsubscribe')}>
          Stop my reminders
        </button>
        <button type="button" className="button button--secondary" onClick={() => send('delete')}>
          Delete everything
        </button>
      </div>
    </>
  )
}
