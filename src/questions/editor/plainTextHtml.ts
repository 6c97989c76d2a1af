const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * Text typed into a plain field as the rich editor's HTML: each line a paragraph, nothing in it
 * markup; '' when there is no visible text.
 */
export function plainTextToHtml(text: string): string {
  if (!text.trim()) return ''
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => `<p>${line.replace(/[&<>"]/g, (character) => ESCAPES[character]!)}</p>`)
    .join('')
}
