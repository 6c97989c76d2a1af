'use client'

import { useId, useRef, useState } from 'react'

import { DialogField } from './DialogField'
import { linkFormErrors, parseLinkForm, type LinkFormValues, type LinkSubmission } from './dialogForms'
import { EditorDialog } from './EditorDialog'
import type { LinkTarget } from './linkActions'
import { submitOnEnter } from './submitOnEnter'

export interface LinkDialogProps {
  target: LinkTarget
  onInsert: (link: LinkSubmission) => void
  onRemove: () => void
  onCancel: () => void
}

/** URL (web or mailto) and link text, both required; opens in a new tab unless unticked. */
export function LinkDialog({ target, onInsert, onRemove, onCancel }: LinkDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const newTabId = useId()
  const [values, setValues] = useState<LinkFormValues>(target.initial)
  const [touched, setTouched] = useState({ url: false, text: false })
  const errors = linkFormErrors(values)
  const link = parseLinkForm(values)
  const set = (field: keyof LinkFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  const submit = () => {
    if (!link) {
      setTouched({ url: true, text: true })
      return
    }
    // Close first: focus can only return to the text once the page behind is no longer inert.
    dialogRef.current?.close()
    onInsert(link)
  }

  return (
    <EditorDialog dialogRef={dialogRef} title={target.editing ? 'Edit link' : 'Insert link'} onCancel={onCancel}>
      <div className="rte-dialog__body" onKeyDown={(event) => submitOnEnter(event, submit)}>
        <DialogField
          label="URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-required="true"
          value={values.url}
          onValueChange={set('url')}
          onBlur={() => setTouched((current) => ({ ...current, url: true }))}
          hint="A web address starting with https:// or http://, or mailto: and an e-mail address."
          error={touched.url ? errors.url : undefined}
        />
        <DialogField
          label="Link text"
          type="text"
          autoComplete="off"
          aria-required="true"
          value={values.text}
          onValueChange={set('text')}
          onBlur={() => setTouched((current) => ({ ...current, text: true }))}
          error={touched.text ? errors.text : undefined}
        />
        <div className="rte-check">
          <input
            id={newTabId}
            type="checkbox"
            className="rte-check__input"
            checked={values.newTab}
            onChange={(event) => setValues((current) => ({ ...current, newTab: event.target.checked }))}
          />
          <label htmlFor={newTabId}>Open in a new tab</label>
        </div>
      </div>
      <div className="rte-dialog__actions">
        {target.editing && (
          <button
            type="button"
            className="button button--secondary rte-dialog__remove"
            onClick={() => {
              dialogRef.current?.close()
              onRemove()
            }}
          >
            Remove link
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button" disabled={!link} onClick={submit}>
          {target.editing ? 'Save' : 'Insert'}
        </button>
      </div>
    </EditorDialog>
  )
}
