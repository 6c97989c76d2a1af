/** The longest visitor-written value a message to an unconfirmed address repeats. */
export const ECHO_MAX_LENGTH = 40

// A scheme, "www.", an @, a slash or backslash, or a dot followed by letters ("example.com",
// "evil . co", "bit.ly/x", "evil.рф"): anything a mail reader might turn into a link or an address.
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|@|[/\\]|[\p{L}\p{N}-]\s*(\.|\[dot\]|\(dot\))\s*\p{L}{2,}/iu
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f]/

// NFKC leaves the ideographic full stop (and maps the half-width one to it); mail readers still
// treat it as a dot in a domain.
const IDEOGRAPHIC_DOT = /\u3002/g

/**
 * The text as a reader sees it: NFKC turns full-width letters, full-width dots and other
 * compatibility forms into the plain characters they display ("ｅｖｉｌ．ｃｏｍ" is "evil.com").
 */
const readable = (value: string): string => value.normalize('NFKC').replace(IDEOGRAPHIC_DOT, '.')

/**
 * A visitor-written value (a name, a brand, a model) as a message to an address nobody has
 * confirmed may repeat it: short, on one line, and nothing that reads as a link, URL, domain or
 * e-mail address. Anything else gives `fallback`, so such a message can never carry a stranger's
 * text or link to someone else's inbox.
 */
export function echo(value: string | null | undefined, fallback: string): string {
  const text = readable(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  if (!text || text.length > ECHO_MAX_LENGTH || CONTROL.test(text) || LINK_LIKE.test(text)) return fallback
  return text
}
