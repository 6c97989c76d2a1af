'use client'

import { type ReactNode, useRef } from 'react'

import { EditorDialog } from './EditorDialog'
import { submitOnEnter } from './submitOnEnter'

type Props<Result> = {
  /** What the dialog inserts or edits: "link", "image". */
  noun: string
  /** Editing one already in the text: the title says Edit, the button Save. */
  editing: boolean
  /** Whether the Insert (or Save) button may be pressed. */
  ready: boolean
  /** What the form makes, or null when it is not valid (Enter can submit even so). */
  result: () => Result | null
  onInsert: (result: Result) => void
  /** Enter on an invalid form: show every field's message. */
  onInvalid: () => void
  onCancel: () => void
  /** When editing, a button removes what is edited ("Remove link"). */
  onRemove?: () => void
  /** The dialog's fields. */
  children: ReactNode
}

/** The editor's insert-or-edit dialog: its fields, Enter to submit, and Remove, Cancel and Insert (or Save). */
export function FormDialog<Result>({
  noun,
  editing,
  ready,
  result,
  onInsert,
  onInvalid,
  onCancel,
  onRemove,
  children,
}: Props<Result>) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  const submit = () => {
    const made = result()
    if (!made) return onInvalid()
    // Close first: focus can only return to the text once the page behind is no longer inert.
    dialogRef.current?.close()
    onInsert(made)
  }

  return (
    <EditorDialog dialogRef={dialogRef} title={`${editing ? 'Edit' : 'Insert'} ${noun}`} onCancel={onCancel}>
      <div className="rte-dialog__body" onKeyDown={(event) => submitOnEnter(event, submit)}>
        {children}
      </div>
      <div className="rte-dialog__actions">
        {editing && onRemove ? (
          <button
            type="button"
            className="button button--secondary rte-dialog__remove"
            onClick={() => {
              dialogRef.current?.close()
              onRemove()
            }}
          >
            Remove {noun}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button" disabled={!ready} onClick={submit}>
          {editing ? 'Save' : 'Insert'}
        </button>
      </div>
    </EditorDialog>
  )
}
