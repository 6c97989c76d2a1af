'use client'

import { DialogField, UrlDialogField } from './DialogField'
import {
  canInsertImage,
  imageFormErrors,
  parseImageForm,
  type ImageFormValues,
  type ImageSubmission,
} from './dialogForms'
import { IMAGE_MAX_SIZE_PX, IMAGE_MIN_SIZE_PX } from './editorConstants'
import { FormDialog } from './FormDialog'
import type { ImageTarget } from './imageActions'
import { useDialogFields } from './useDialogFields'

export interface ImageDialogProps {
  target: ImageTarget
  onInsert: (image: ImageSubmission) => void
  onCancel: () => void
}

/** An image from a web address, with alternative text, title and width; insert needs a valid, changed form. */
export function ImageDialog({ target, onInsert, onCancel }: ImageDialogProps) {
  const form = useDialogFields<ImageFormValues>(target.initial, imageFormErrors)
  const { values } = form
  const ready = canInsertImage(target.initial, values)

  return (
    <FormDialog
      noun="image"
      editing={target.editing}
      ready={ready}
      result={() => (ready ? parseImageForm(values) : null)}
      onInsert={onInsert}
      onInvalid={form.touchAll}
      onCancel={onCancel}
    >
      <UrlDialogField
        label="Image URL"
        hint="The address of an image already online, starting with https:// or http://."
        {...form.checked('src')}
      />
      <DialogField
        label="Alternative text"
        type="text"
        autoComplete="off"
        {...form.text('alt')}
        hint="What the image shows, for people who cannot see it."
      />
      <DialogField label="Title" type="text" autoComplete="off" {...form.text('title')} />
      <DialogField
        label="Width in pixels"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        {...form.checked('width')}
        hint={
          `Optional, from ${IMAGE_MIN_SIZE_PX} to ${IMAGE_MAX_SIZE_PX}` +
          `. You can also drag a corner of the image to resize it.`
        }
      />
    </FormDialog>
  )
}
