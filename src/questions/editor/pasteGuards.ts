import { pluginExtension } from './pluginExtension'

/**
 * Pasted or dropped HTML, without the attribute values the editor would otherwise keep but the
 * output contract has no room for: list numbering styles, and link targets, relations and classes
 * (links get the editor's own target and `rel`).
 */
export function cleanPastedHtml(html: string): string {
  if (typeof DOMParser === 'undefined' || !/<(ol|a)\b/i.test(html)) return html
  const document = new DOMParser().parseFromString(html, 'text/html')
  for (const list of document.querySelectorAll('ol')) {
    // The list-style type (a, i, ...) would come back out as `type="..."`.
    list.removeAttribute('type')
    list.removeAttribute('style')
    const start = list.getAttribute('start')
    if (start !== null && !/^\d{1,6}$/.test(start)) list.removeAttribute('start')
  }
  // Without these the link mark falls back to its defaults: a new tab, noopener and nofollow.
  for (const link of document.querySelectorAll('a')) {
    for (const name of link.getAttributeNames()) if (name !== 'href' && name !== 'title') link.removeAttribute(name)
  }
  return document.body.innerHTML
}

function hasFiles(data: DataTransfer | null): boolean {
  return !!data && (data.files.length > 0 || Array.from(data.types).includes('Files'))
}

/**
 * Files are never pasted or dropped in (images only ever come from an http(s) address, never
 * as data: or blob: URLs), and pasted HTML is tidied before ProseMirror reads it.
 */
export const PasteGuards = pluginExtension('pasteGuards', {
  transformPastedHTML: cleanPastedHtml,
  // A copied web image comes with its HTML (an http address), which is kept; a bare file is ignored.
  handlePaste: (_view, event) => hasFiles(event.clipboardData) && !event.clipboardData?.getData('text/html'),
  handleDrop: (view, event) => {
    // Moving an image inside the editor is fine.
    if (view.dragging || !hasFiles(event.dataTransfer)) return false
    event.preventDefault()
    return true
  },
})
