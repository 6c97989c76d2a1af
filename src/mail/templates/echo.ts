/** The longest visitor-written value a message to an unconfirmed address repeats. */
export const ECHO_MAX_LENGTH = 40

// A scheme, "www.", an @, a slash or backslash, or a dot followed by letters ("example.com",
// "evil . co", "bit.ly/x", "evil.рф"): anything a mail reader might turn into a link or an address.
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|@|[/\\]|[\p{L}\p{N}-]\s*(\.|\[dot\]|\(dot\))\s*\p{L}{2,}/iu
// A domain spelled out for a reader to type: "evil dot com", "evil DOT co uk".
const SPELLED_DOMAIN = /\p{L}\s+dot\s+\p{L}/iu
// An IP literal: four dotted numbers ("1.2.3.4", "1 . 2 . 3 . 4"), or any colon (IPv6 "::1", a port).
const IP_LITERAL = /\d{1,3}(?:\s*\.\s*\d{1,3}){3}|:/
// A telephone number: seven digits or more, however spaced or punctuated ("Call 1 800 555 0100").
const PHONE_LIKE = /(?:\d[\s().+-]*){6}\d/
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f]/

// A person's name: letters of any script (with their combining marks), spaces, apostrophes (typed
// ' or the ’ phones put in) and hyphens, with at least one letter.
const NAME = /^(?=.*\p{L})[\p{L}\p{M}' ’-]+$/u

// NFKC leaves the ideographic full stop (and maps the half-width one to it); mail readers still
// treat it as a dot in a domain.
const IDEOGRAPHIC_DOT = /\u3002/g

/**
 * The text as a reader sees it: NFKC turns full-width letters, full-width dots and other
 * compatibility forms into the plain characters they display ("ｅｖｉｌ．ｃｏｍ" is "evil.com"),
 * whitespace runs become one space.
 */
const readable = (value: string | null | undefined): string =>
  (value ?? '').normalize('NFKC').replace(IDEOGRAPHIC_DOT, '.').replace(/\s+/g, ' ').trim()

const tooLongOrHidden = (text: string) => !text || text.length > ECHO_MAX_LENGTH || CONTROL.test(text)

/**
 * A visitor-written value (a brand, a model, a town) as a message to an address nobody has
 * confirmed may repeat it: short, on one line, and nothing that reads as a link, URL, domain
 * (spelled out too), e-mail address, IP literal or telephone number. Anything else gives
 * `fallback`, so such a message can never carry a stranger's text, link or number to someone else's
 * inbox. A person's name goes through the stricter `echoName`.
 */
export function echo(value: string | null | undefined, fallback: string): string {
  const text = readable(value)
  if (tooLongOrHidden(text)) return fallback
  if ([LINK_LIKE, SPELLED_DOMAIN, IP_LITERAL, PHONE_LIKE].some((pattern) => pattern.test(text))) return fallback
  return text
}

/**
 * A name a visitor typed ("Hi {name},") as a message to an unconfirmed address may repeat it: only
 * letters (any script), spaces, apostrophes and hyphens, at most 40 characters, and no domain spelled
 * out ("evil dot com"). No digits, dots or other signs, so no number, address or link; else `fallback`.
 */
export function echoName(value: string | null | undefined, fallback = 'there'): string {
  const text = readable(value)
  if (tooLongOrHidden(text) || !NAME.test(text) || SPELLED_DOMAIN.test(text)) return fallback
  return text
}
