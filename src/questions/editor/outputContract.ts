import { INDENT_MAX_LEVEL, INDENT_STEP_PX } from './editorConstants'

/**
 * What the comment editor produces, as data: the server's sanitiser allows exactly this and the
 * editor's tests check its output against it, so the two can never drift apart.
 */
const INDENT_STEPS = Array.from({ length: INDENT_MAX_LEVEL }, (_, index) => (index + 1) * INDENT_STEP_PX).join('|')
const BLOCK_STYLES = {
  'text-align': [/^(left|center|right|justify)$/],
  'margin-left': [new RegExp(`^(${INDENT_STEPS})px$`)],
}

export const COMMENT_HTML_CONTRACT = {
  tags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'pre',
    'code',
    'strong',
    'em',
    'u',
    's',
    'a',
    'img',
    'span',
    'hr',
  ],
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    h5: ['style'],
    h6: ['style'],
    span: ['style'],
  },
  styles: {
    p: BLOCK_STYLES,
    h1: BLOCK_STYLES,
    h2: BLOCK_STYLES,
    h3: BLOCK_STYLES,
    h4: BLOCK_STYLES,
    h5: BLOCK_STYLES,
    h6: BLOCK_STYLES,
    span: {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i],
    },
  },
  /** URL schemes per tag and attribute; anything relative or protocol-relative is refused. */
  urlSchemes: {
    a: { href: ['http', 'https', 'mailto'] },
    img: { src: ['https'] },
  },
} as const satisfies {
  tags: readonly string[]
  attributes: Record<string, readonly string[]>
  styles: Record<string, Record<string, readonly RegExp[]>>
  urlSchemes: Record<string, Record<string, readonly string[]>>
}
