import { getMarkRange, type Editor } from '@tiptap/core'
import { NodeSelection } from '@tiptap/pm/state'

import type { LinkFormValues, LinkSubmission } from './dialogForms'
import { LINK_NEW_TAB_TARGET, LINK_REL } from './editorConstants'

export interface TextRange {
  from: number
  to: number
}

export interface LinkTarget {
  /** What the link replaces: the selection, the whole link being edited, or just the cursor. */
  range: TextRange
  initial: LinkFormValues
  editing: boolean
}

/** What the link dialog starts from: the link under the cursor, else the selected text. */
export function linkTargetFromSelection(editor: Editor): LinkTarget {
  const { state } = editor
  const { selection } = state
  const linkType = state.schema.marks.link
  const range = linkType ? getMarkRange(selection.$from, linkType) : undefined
  if (linkType && range && editor.isActive('link')) {
    const attributes = editor.getAttributes('link')
    return {
      range,
      initial: {
        url: typeof attributes.href === 'string' ? attributes.href : '',
        text: state.doc.textBetween(range.from, range.to, ' '),
        newTab: attributes.target === LINK_NEW_TAB_TARGET,
      },
      editing: true,
    }
  }
  // A selected image cannot carry a link; the link goes after it instead of replacing it.
  const { from, to } = selection instanceof NodeSelection ? { from: selection.to, to: selection.to } : selection
  return {
    range: { from, to },
    initial: { url: '', text: state.doc.textBetween(from, to, ' '), newTab: true },
    editing: false,
  }
}

export function linkAttributes(link: LinkSubmission) {
  return { href: link.url, target: link.newTab ? LINK_NEW_TAB_TARGET : null, rel: LINK_REL }
}

/**
 * Links the range when its text is what the visitor kept (so bold or colour inside survive),
 * otherwise puts the given text there as a link. Typing on afterwards is not part of the link.
 */
export function applyLink(editor: Editor, range: TextRange, link: LinkSubmission): boolean {
  const attributes = linkAttributes(link)
  const keepsText = range.from < range.to && editor.state.doc.textBetween(range.from, range.to, ' ') === link.text
  if (keepsText) {
    return editor.chain().focus().setTextSelection(range).unsetLink().setLink(attributes).run()
  }
  return editor
    .chain()
    .focus()
    .insertContentAt(range, { type: 'text', text: link.text, marks: [{ type: 'link', attrs: attributes }] })
    .command(({ tr, state }) => {
      const linkType = state.schema.marks.link
      if (linkType) tr.removeStoredMark(linkType)
      return true
    })
    .run()
}

/** Takes the link off the range, leaving its text. */
export function removeLink(editor: Editor, range: TextRange): boolean {
  return editor.chain().focus().setTextSelection(range).unsetLink().run()
}
