/**
 * What the site takes as an e-mail address: one bare mailbox, `local@domain`, and nothing a
 * mailer would parse as more: no display name, quotes, angle brackets, comments, lists, groups or
 * spaces (`"x"<victim@example.com>` and `a@b.c,postmaster` are refused, not read as a mailbox).
 * The local part is an RFC 5321 dot-atom; the domain is an ASCII host name (an international
 * domain in its `xn--` form). Limits are SMTP's: 64 characters before the @, 254 in all.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`)
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`)

/**
 * The address as the site stores and sends it, or null when `value` is not one bare address:
 * trimmed, the domain lower-cased (domains are case-insensitive), the local part as typed (mail
 * servers may in theory tell cases apart there, so delivery uses it unchanged).
 */
export function bareEmail(value: string): string | null {
  const address = value.trim()
  if (address.length > 254) return null
  const parts = address.split('@')
  if (parts.length !== 2) return null
  const [local = '', domain = ''] = parts
  if (local.length > 64 || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) return null
  return `${local}@${domain.toLowerCase()}`
}

/**
 * The form of an e-mail address used to compare: trimmed and lower-cased, so `Pat@Example.com`
 * and `pat@example.com ` are one address (one lead). Every address reaching it has passed
 * `bareEmail`, so one spelling has one key. What counts per inbox uses `mailboxKey`.
 */
export const normaliseEmail = (address: string): string => address.trim().toLowerCase()

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * One key per inbox, for what is counted per person (the daily mail allowance, buyers in the price
 * position), so one inbox counts once however its owner spells it: `normaliseEmail`, then a `+tag`
 * dropped from the local part (`pat+1@x.com` is `pat@x.com`). At Gmail, which delivers
 * `p.a.t@gmail.com` to `pat@gmail.com` and treats googlemail.com as gmail.com, the dots go too and
 * the domain is gmail.com. Other providers' dots are left alone: for them a dot can tell two
 * mailboxes apart. Leads stay keyed by `normaliseEmail` (decision 0013: one lead per address typed).
 */
export function mailboxKey(email: string): string {
  const address = normaliseEmail(email)
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  let local = address.slice(0, at).split('+')[0]!
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`
  local = local.replace(/\./g, '')
  return `${local}@gmail.com`
}
