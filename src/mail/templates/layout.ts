import { echoName } from './echo'
import { escapeHtml } from './escape'

export type EmailContent = {
  productName: string
  heading: string
  /** What the reader must see before anything else (a demo order's notice), a paragraph each. */
  notices?: string[]
  /**
   * The reader's name as a visitor typed it: the mail opens "Hi {name}," through `echoName`, the one way
   * a message repeats a typed name (a name it cannot repeat safely is greeted "Hi there,").
   */
  greeting?: string
  /** Plain-text paragraphs; each is escaped and may contain line breaks. */
  paragraphs: string[]
  action?: { label: string; url: string }
  /** A second, lesser request under the action: a paragraph and its link (a tool e-mail's "Confirm my address"). */
  followUp?: { paragraph: string; label: string; url: string }
  /** A closing line under the body, for example how to reach support. */
  footer?: string
}

export type RenderedEmail = { html: string; text: string }

// The layout's inline styles and its presentation tables.
const BODY_STYLE =
  'margin:0;background:#f3f6f6;font-family:-apple-system,' +
  "'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1b2a33"
const CARD_STYLE = 'max-width:600px;background:#ffffff;border-radius:10px'
const MASTHEAD_STYLE = 'padding:20px 28px;border-bottom:3px solid #0f5c63;font-weight:700;font-size:18px;color:#0f5c63'
const BUTTON_STYLE =
  'background:#0f5c63;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block'
const TABLE = '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"'

/** Wraps content in the site's e-mail layout and renders the HTML and plain-text parts together. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { productName, heading, action, followUp, footer } = content
  const paragraphs = [
    ...(content.notices ?? []),
    ...(content.greeting === undefined ? [] : [`Hi ${echoName(content.greeting)},`]),
    ...content.paragraphs,
  ]
  const paragraphHtml = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.55">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  const actionHtml = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" ` +
      `style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>`
    : ''
  const followUpHtml = followUp
    ? `<p style="margin:24px 0 8px;line-height:1.55">${escapeHtml(followUp.paragraph)}</p>\n` +
      `<p style="margin:0 0 16px"><a href="${escapeHtml(followUp.url)}" style="color:#0f5c63;font-weight:700">` +
      `${escapeHtml(followUp.label)}</a></p>`
    : ''
  const footerHtml = footer ? `<p style="margin:24px 0 0;color:#5b6670;font-size:13px">${escapeHtml(footer)}</p>` : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="${BODY_STYLE}">
${TABLE}><tr><td align="center" style="padding:24px 12px">
${TABLE} style="${CARD_STYLE}">
<tr><td style="${MASTHEAD_STYLE}">${escapeHtml(productName)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3">${escapeHtml(heading)}</h1>
${paragraphHtml}
${actionHtml}
${followUpHtml}
${footerHtml}
</td></tr></table></td></tr></table>
</body></html>`

  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(followUp ? [followUp.paragraph, `${followUp.label}: ${followUp.url}`, ''] : []),
    ...(footer ? [footer, ''] : []),
    `-- ${productName}`,
  ].join('\n')

  return { html, text }
}
