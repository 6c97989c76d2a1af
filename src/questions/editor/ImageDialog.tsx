'use client'

import { useRef, useState } from 'react'

import { DialogField } from './DialogField'
import {
  canInsertImage,
  imageFormErrors,
  parseImageForm,
  type ImageFormValues,
  type ImageSubmission,
} from './dialogForms'
import { EditorDialog } from './EditorDialog'
import { IMAGE_MAX_SIZE_PX, IMAGE_MIN_SIZE_PX } from './editorConstants'
import type { ImageTarget } from './imageActions'
import { submitOnEnter } from './submitOnEnter'

export interface ImageDialogProps {
  target: ImageTarget
  onInsert: (image: ImageSubmission) => void
  onCancel: () => void
}

/** An image from a web address, with alternative text, title and width; insert needs a valid, changed form. */
export function ImageDialog({ target, onInsert, onCancel }: ImageDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [values, setValues] = useState<ImageFormValues>(target.initial)
  const [touched, setTouched] = useState({ src: false, width: false })
  const errors = imageFormErrors(values)
  const ready = canInsertImage(target.initial, values)
  const set = (field: keyof ImageFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const touch = (field: keyof typeof touched) => () => setTouched((current) => ({ ...current, [field]: true }))

  const submit = () => {
    const image = ready ? parseImageForm(values) : null
    if (!image) {
      setTouched({ src: true, width: true })
      return
    }
    dialogRef.current?.close()
    onInsert(image)
  }

  return (
    <EditorDialog dialogRef={dialogRef} title={target.editing ? 'Edit image' : 'Insert image'} onCancel={onCancel}>
      <div className="rte-dialog__body" onKeyDown={(event) => submitOnEnter(event, submit)}>
        <DialogField
          label="Image URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-required="true"
          value={values.src}
          onValueChange={set('src')}
          onBlur={touch('src')}
          hint="The address of an image already online, starting with https:// or http://."
          error={touched.src ? errors.src : undefined}
        />
        <DialogField
          label="Alternative text"
          type="text"
          autoComplete="off"
          value={values.alt}
          onValueChange={set('alt')}
          hint="What the image shows, for people who cannot see it."
        />
        <DialogField label="Title" type="text" autoComplete="off" value={values.title} onValueChange={set('title')} />
        <DialogField
          label="Width in pixels"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values.width}
          onValueChange={set('width')}
          onBlur={touch('width')}
          hint={
            `Optional, from ${IMAGE_MIN_SIZE_PX} to ${IMAGE_MAX_SIZE_PX}` +
            `. You can also drag a corner of the image to resize it.`
          }
          error={touched.width ? errors.width : undefined}
        />
      </div>
      <div className="rte-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button" disabled={!ready} onClick={submit}>
          {target.editing ? 'Save' : 'Insert'}
        </button>
      </div>
    </EditorDialog>
  )
}
