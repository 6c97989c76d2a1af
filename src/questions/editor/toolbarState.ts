import type { Editor } from '@tiptap/core'

import { HEADING_LEVELS } from './editorConstants'

export type BlockStyle = 'paragraph' | `h${(typeof HEADING_LEVELS)[number]}`
export type Alignment = 'left' | 'center' | 'right' | 'justify'

export interface ToolbarState {
  bold: boolean
  italic: boolean
  underline: boolean
  strike: boolean
  bulletList: boolean
  orderedList: boolean
  block: BlockStyle
  alignment: Alignment
  canIndent: boolean
  canOutdent: boolean
  canUndo: boolean
  canRedo: boolean
  link: boolean
  image: boolean
  colour: string | null
}

function blockStyle(editor: Editor): BlockStyle {
  const block = editor.state.selection.$from.parent
  const level = block.type.name === 'heading' ? Number(block.attrs.level) : 0
  return HEADING_LEVELS.find((heading) => heading === level) ? (`h${level}` as BlockStyle) : 'paragraph'
}

function alignment(editor: Editor): Alignment {
  for (const candidate of ['center', 'right', 'justify'] as const) {
    if (editor.isActive({ textAlign: candidate })) return candidate
  }
  return 'left'
}

/** What the toolbar shows for the current selection; compared by value, so it re-renders only on change. */
export function toolbarState(editor: Editor): ToolbarState {
  const colour = editor.getAttributes('textStyle').color
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    block: blockStyle(editor),
    alignment: alignment(editor),
    canIndent: editor.can().indent(),
    canOutdent: editor.can().outdent(),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
    link: editor.isActive('link'),
    image: editor.isActive('image'),
    colour: typeof colour === 'string' ? colour : null,
  }
}
