import { ResizableNodeView } from '@tiptap/core'
import Image from '@tiptap/extension-image'

import { secureImageUrl } from './dialogForms'
import { IMAGE_MAX_SIZE_PX, IMAGE_MIN_SIZE_PX } from './editorConstants'

/** A whole number of pixels within the sizes the server keeps, or null. */
function pixels(value: unknown): number | null {
  const size = Math.round(
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN,
  )
  return size >= IMAGE_MIN_SIZE_PX && size <= IMAGE_MAX_SIZE_PX ? size : null
}

const sizeAttribute = (name: 'width' | 'height') => ({
  default: null,
  parseHTML: (element: HTMLElement) => pixels(element.getAttribute(name)),
  // Resizing measures fractions of a pixel; whole numbers keep the HTML inside the output contract.
  renderHTML: (attributes: Record<string, unknown>) => {
    const size = pixels(attributes[name])
    return size === null ? {} : { [name]: String(size) }
  },
})

/**
 * Block images from https addresses only: pasted `http:`, `data:`, `blob:`, relative or script URLs are
 * not read in at all, and there is no Markdown shortcut that could slip another address past
 * the dialog. Resizable by dragging a corner, never below the minimum size.
 */
export const SafeImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null, parseHTML: (element: HTMLElement) => secureImageUrl(element.getAttribute('src') ?? '') },
      alt: { default: null },
      title: { default: null },
      width: sizeAttribute('width'),
      height: sizeAttribute('height'),
    }
  },

  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element: HTMLElement) => (secureImageUrl(element.getAttribute('src') ?? '') ? null : false),
      },
    ]
  },

  addInputRules() {
    return []
  },

  addNodeView() {
    const create = this.parent?.()
    if (!create) return null
    return (props) => {
      const view = create(props)
      if (!(view instanceof ResizableNodeView)) return view
      const update = view.update.bind(view)
      // The resizable view sizes the image only when it is created; follow the attributes when
      // undo, redo or the image dialog change them later.
      view.update = (node, decorations, innerDecorations) => {
        if (!update(node, decorations, innerDecorations)) return false
        const width = pixels(node.attrs.width)
        const height = pixels(node.attrs.height)
        view.element.style.width = width === null ? '' : `${width}px`
        view.element.style.height = height === null ? '' : `${height}px`
        return true
      }
      return view
    }
  },
}).configure({
  inline: false,
  allowBase64: false,
  HTMLAttributes: {},
  resize: { enabled: true, minWidth: IMAGE_MIN_SIZE_PX, minHeight: IMAGE_MIN_SIZE_PX, alwaysPreserveAspectRatio: true },
})
