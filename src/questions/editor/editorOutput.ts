import type { Editor } from '@tiptap/core'

/** Nothing a reader would see: no visible text and no image. Spaces alone count as empty. */
export function isEditorBlank(editor: Editor): boolean {
  const { doc } = editor.state
  if (doc.textContent.trim() !== '') return false
  let hasImage = false
  doc.descendants((node) => {
    if (node.type.name === 'image') hasImage = true
    return !hasImage
  })
  return !hasImage
}

/** What the form stores: the editor's HTML, or '' when it is blank. */
export function editorOutput(editor: Editor): { html: string; isEmpty: boolean } {
  const isEmpty = isEditorBlank(editor)
  return { html: isEmpty ? '' : editor.getHTML(), isEmpty }
}
