/** The longest visitor-written value a message to an unconfirmed address repeats. */
export const ECHO_MAX_LENGTH = 40

// A scheme, "www.", an @, a slash or backslash, or a dot followed by letters ("example.com",
// "evil . co", "bit.ly/x"): anything a mail reader might turn into a link or an address.
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|@|[/\\]|[a-z0-9-]\s*(\.|\[dot\]|\(dot\))\s*[a-z]{2,}/i
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f]/

/**
 * A visitor-written value (a name, a brand, a model) as a message to an address nobody has
 * confirmed may repeat it: short, on one line, and nothing that reads as a link, URL, domain or
 * e-mail address. Anything else gives `fallback`, so such a message can never carry a stranger's
 * text or link to someone else's inbox.
 */
export function echo(value: string | null | undefined, fallback: string): string {
  const text = (value ?? '').replace(/\s+/g, ' ').trim()
  if (!text || text.length > ECHO_MAX_LENGTH || CONTROL.test(text) || LINK_LIKE.test(text)) return fallback
  return text
}
