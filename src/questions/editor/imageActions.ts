import type { Editor } from '@tiptap/core'
import { NodeSelection } from '@tiptap/pm/state'

import type { ImageFormValues, ImageSubmission } from './dialogForms'
import { EMPTY_IMAGE_FORM } from './dialogForms'

export interface ImageTarget {
  /** Where the image goes: the selected image it replaces, or a point after the selection. */
  from: number
  to: number
  initial: ImageFormValues
  editing: boolean
  /** The edited image's height, kept while its width is not changed. */
  height: number | null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const size = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** What the image dialog starts from: the selected image (to change it), else an empty form. */
export function imageTargetFromSelection(editor: Editor): ImageTarget {
  const { selection } = editor.state
  if (selection instanceof NodeSelection && selection.node.type.name === 'image') {
    const { attrs } = selection.node
    const width = size(attrs.width)
    return {
      from: selection.from,
      to: selection.to,
      initial: {
        src: text(attrs.src),
        alt: text(attrs.alt),
        title: text(attrs.title),
        width: width === null ? '' : String(Math.round(width)),
      },
      editing: true,
      height: size(attrs.height),
    }
  }
  return { from: selection.to, to: selection.to, initial: EMPTY_IMAGE_FORM, editing: false, height: null }
}

/** Puts the image in, or replaces the selected one; a changed width drops the old height. */
export function applyImage(editor: Editor, target: ImageTarget, image: ImageSubmission): boolean {
  const widthKept = target.editing && String(image.width ?? '') === target.initial.width
  const attrs = {
    src: image.src,
    alt: image.alt || null,
    title: image.title || null,
    width: image.width,
    height: widthKept ? target.height : null,
  }
  return editor.chain().focus().insertContentAt({ from: target.from, to: target.to }, { type: 'image', attrs }).run()
}
