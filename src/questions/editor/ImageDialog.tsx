'use client'

import { useState } from 'react'

import { useTouchedFields } from '@/site/forms/useTouchedFields'

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

export interface ImageDialogProps {
  target: ImageTarget
  onInsert: (image: ImageSubmission) => void
  onCancel: () => void
}

/** An image from a web address, with alternative text, title and width; insert needs a valid, changed form. */
export function ImageDialog({ target, onInsert, onCancel }: ImageDialogProps) {
  const [values, setValues] = useState<ImageFormValues>(target.initial)
  const touched = useTouchedFields<'src' | 'width'>()
  const errors = imageFormErrors(values)
  const ready = canInsertImage(target.initial, values)
  const set = (field: keyof ImageFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  return (
    <FormDialog
      noun="image"
      editing={target.editing}
      ready={ready}
      result={() => (ready ? parseImageForm(values) : null)}
      onInsert={onInsert}
      onInvalid={touched.touchAll}
      onCancel={onCancel}
    >
      <UrlDialogField
        label="Image URL"
        value={values.src}
        onValueChange={set('src')}
        onBlur={() => touched.touch('src')}
        hint="The address of an image already online, starting with https:// or http://."
        error={touched.shown('src', errors.src)}
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
        onBlur={() => touched.touch('width')}
        hint={
          `Optional, from ${IMAGE_MIN_SIZE_PX} to ${IMAGE_MAX_SIZE_PX}` +
          `. You can also drag a corner of the image to resize it.`
        }
        error={touched.shown('width', errors.width)}
      />
    </FormDialog>
  )
}
