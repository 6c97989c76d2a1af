import { getStyleProperty } from '@tiptap/core'
import { Color } from '@tiptap/extension-text-style'

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB = /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i

/** A text colour the output contract accepts (`#hex` or `rgb(...)`), or null. */
export function contractColour(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const colour = value.trim()
  return HEX.test(colour) || RGB.test(colour) ? colour : null
}

/**
 * Text colour on `<span style="color: ...">`, keeping only `#hex` and `rgb(...)` values: pasted
 * named colours, `var(...)` or other tricks are dropped on the way in and never written out.
 */
export const SafeColor = Color.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          color: {
            default: null,
            parseHTML: (element: HTMLElement) =>
              contractColour(getStyleProperty(element, 'color') ?? element.style.color),
            renderHTML: (attributes: Record<string, unknown>) => {
              const colour = contractColour(attributes.color)
              return colour ? { style: `color: ${colour}` } : {}
            },
          },
        },
      },
    ]
  },
})
