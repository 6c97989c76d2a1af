import { Extension, type CommandProps } from '@tiptap/core'

import { INDENT_MAX_LEVEL, INDENT_STEP_PX } from './editorConstants'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** One level further in: a nested list item inside lists, otherwise 40 px more margin. */
      indent: () => ReturnType
      /** One level back out. */
      outdent: () => ReturnType
    }
  }
}

export interface IndentOptions {
  types: string[]
}

/** The level a `margin-left` in pixels stands for, rounded and kept within 0 to the maximum. */
export function indentLevelFromMargin(margin: string): number {
  const match = /^(\d+(?:\.\d+)?)px$/.exec(margin.trim())
  if (!match) return 0
  return Math.min(INDENT_MAX_LEVEL, Math.max(0, Math.round(Number(match[1]) / INDENT_STEP_PX)))
}

function indentLevel(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? Math.min(INDENT_MAX_LEVEL, Math.max(0, value)) : 0
}

/**
 * Paragraph and heading indentation as `margin-left: N×40px`. Tab is deliberately left alone so
 * keyboard users can still Tab out of the editor; Mod-] and Mod-[ do the work instead.
 */
export const Indent = Extension.create<IndentOptions>({
  name: 'indent',

  addOptions() {
    return { types: ['paragraph', 'heading'] }
  },

  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => indentLevelFromMargin(element.style.marginLeft),
            renderHTML: (attributes) => {
              const level = indentLevel(attributes.indent)
              return level > 0 ? { style: `margin-left: ${level * INDENT_STEP_PX}px` } : {}
            },
          },
        },
      },
    ]
  },

  addCommands() {
    const shift =
      (delta: 1 | -1) =>
      ({ tr, state, dispatch }: CommandProps) => {
        const { from, to } = state.selection
        let changed = false
        state.doc.nodesBetween(from, to, (node, pos) => {
          if (!this.options.types.includes(node.type.name)) return true
          const current = indentLevel(node.attrs.indent)
          const next = indentLevel(current + delta)
          if (next !== current) {
            changed = true
            if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next })
          }
          return false
        })
        return changed
      }

    return {
      indent: () => (props) =>
        props.editor.isActive('listItem') ? props.commands.sinkListItem('listItem') : shift(1)(props),
      outdent: () => (props) =>
        props.editor.isActive('listItem') ? props.commands.liftListItem('listItem') : shift(-1)(props),
    }
  },

  addKeyboardShortcuts() {
    return {
      'Mod-]': () => this.editor.commands.indent(),
      'Mod-[': () => this.editor.commands.outdent(),
    }
  },
})
