import sanitizeHtml from 'sanitize-html'

import { linkHref, secureImageUrl } from '../editor/dialogForms'
import { IMAGE_MAX_SIZE_PX, IMAGE_MIN_SIZE_PX } from '../editor/editorConstants'
import { COMMENT_HTML_CONTRACT } from '../editor/outputContract'
import { hasVisibleContent } from '../schemas'

const { urlSchemes } = COMMENT_HTML_CONTRACT

/** Image sizes the editor allows; anything else is dropped. */
const pixels = (value: string | undefined): string | undefined => {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined
  const number = Number(value)
  return number >= IMAGE_MIN_SIZE_PX && number <= IMAGE_MAX_SIZE_PX ? String(number) : undefined
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...COMMENT_HTML_CONTRACT.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(COMMENT_HTML_CONTRACT.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedStyles: Object.fromEntries(
    Object.entries(COMMENT_HTML_CONTRACT.styles).map(([tag, properties]) => [
      tag,
      Object.fromEntries(Object.entries(properties).map(([property, patterns]) => [property, [...patterns]])),
    ]),
  ),
  allowedSchemes: [...urlSchemes.a.href],
  allowedSchemesByTag: { img: [...urlSchemes.img.src] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag, not kept as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      // The editor's own address rules: http(s) and mailto links, https images.
      const href = linkHref(attribs.href ?? '')
      const link: Record<string, string> = {}
      if (href) link.href = href
      if (attribs.title) link.title = attribs.title
      if (href && attribs.target === '_blank') link.target = '_blank'
      // Visitors' links never pass on ranking or the opener.
      if (href) link.rel = 'noopener noreferrer nofollow ugc'
      return { tagName, attribs: link }
    },
    img: (tagName, attribs) => {
      const src = secureImageUrl(attribs.src ?? '')
      // Stays an `img` (a void tag) so that dropping it leaves what follows untouched.
      if (!src) return { tagName, attribs: {} }
      const image: Record<string, string> = { src, alt: attribs.alt ?? '' }
      if (attribs.title) image.title = attribs.title
      const width = pixels(attribs.width)
      const height = pixels(attribs.height)
      if (width) image.width = width
      if (height) image.height = height
      return { tagName, attribs: image }
    },
  },
  // A link without a safe address is just its text; an image without one disappears.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/**
 * Visitors' rich text reduced to exactly what the comment editor can produce (one allow-list,
 * `editor/outputContract.ts`): safe tags, attributes and styles, http(s)/mailto links that
 * open safely, https images. Everything else — scripts, event handlers, other URL schemes,
 * frames, SVG — is removed.
 */
export function sanitizeCommentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** Sanitised HTML, or null when nothing a reader would see is left. */
export function cleanCommentHtml(html: string): string | null {
  const clean = sanitizeCommentHtml(html)
  return hasVisibleContent(clean) ? clean : null
}

/** Links in a message: anchors plus bare web addresses typed as text. */
export function countLinks(html: string): number {
  const anchors = html.match(/<a\s[^>]*href=/gi)?.length ?? 0
  const text = html.replace(/<a\s[^>]*>[\s\S]*?<\/a>/gi, ' ').replace(/<[^>]*>/g, ' ')
  const bare = text.match(/\b(?:https?:\/\/|www\.)\S+/gi)?.length ?? 0
  return anchors + bare
}
