'use client'

import { useId } from 'react'

import { DialogField, UrlDialogField } from './DialogField'
import { linkFormErrors, parseLinkForm, type LinkFormValues, type LinkSubmission } from './dialogForms'
import { FormDialog } from './FormDialog'
import type { LinkTarget } from './linkActions'
import { useDialogFields } from './useDialogFields'

export interface LinkDialogProps {
  target: LinkTarget
  onInsert: (link: LinkSubmission) => void
  onRemove: () => void
  onCancel: () => void
}

/** URL (web or mailto) and link text, both required; opens in a new tab unless unticked. */
export function LinkDialog({ target, onInsert, onRemove, onCancel }: LinkDialogProps) {
  const newTabId = useId()
  const form = useDialogFields<LinkFormValues>(target.initial, linkFormErrors)
  const { values, setValues } = form
  const link = parseLinkForm(values)

  return (
    <FormDialog
      noun="link"
      editing={target.editing}
      ready={link !== null}
      result={() => link}
      onInsert={onInsert}
      onInvalid={form.touchAll}
      onCancel={onCancel}
      onRemove={onRemove}
    >
      <UrlDialogField
        label="URL"
        hint="A web address starting with https:// or http://, or mailto: and an e-mail address."
        {...form.checked('url')}
      />
      <DialogField label="Link text" type="text" autoComplete="off" aria-required="true" {...form.checked('text')} />
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
