import { escapeHtml } from '@/mail/templates/escape'
import { htmlToText } from '@/platform/outbox/htmlToText'

/** Staff may type plain text in the admin: blank lines become paragraphs, single breaks `<br>`. */
export function plainTextToHtml(text: string): string {
  if (/<[a-z][\s\S]*>/i.test(text)) return text
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** The first words of a message as plain text, for admin lists and e-mail subjects. */
export function excerpt(html: string, length = 90): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim()
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text
}
