'use client'

import { useId, useState } from 'react'

import { useTouchedFields } from '@/site/forms/useTouchedFields'

import { DialogField, UrlDialogField } from './DialogField'
import { linkFormErrors, parseLinkForm, type LinkFormValues, type LinkSubmission } from './dialogForms'
import { FormDialog } from './FormDialog'
import type { LinkTarget } from './linkActions'

export interface LinkDialogProps {
  target: LinkTarget
  onInsert: (link: LinkSubmission) => void
  onRemove: () => void
  onCancel: () => void
}

/** URL (web or mailto) and link text, both required; opens in a new tab unless unticked. */
export function LinkDialog({ target, onInsert, onRemove, onCancel }: LinkDialogProps) {
  const newTabId = useId()
  const [values, setValues] = useState<LinkFormValues>(target.initial)
  const touched = useTouchedFields<'url' | 'text'>()
  const errors = linkFormErrors(values)
  const link = parseLinkForm(values)
  const set = (field: keyof LinkFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  return (
    <FormDialog
      noun="link"
      editing={target.editing}
      ready={link !== null}
      result={() => link}
      onInsert={onInsert}
      onInvalid={touched.touchAll}
      onCancel={onCancel}
      onRemove={onRemove}
    >
      <UrlDialogField
        label="URL"
        value={values.url}
        onValueChange={set('url')}
        onBlur={() => touched.touch('url')}
        hint="A web address starting with https:// or http://, or mailto: and an e-mail address."
        error={touched.shown('url', errors.url)}
      />
      <DialogField
        label="Link text"
        type="text"
        autoComplete="off"
        aria-required="true"
        value={values.text}
        onValueChange={set('text')}
        onBlur={() => touched.touch('text')}
        error={touched.shown('text', errors.text)}
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
    </FormDialog>
  )
}
