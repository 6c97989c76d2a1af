import { normaliseEmail } from '@/mail/address'

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * One key per buyer, so one person counts once however they spell their address: trimmed, lower
 * case, a `+tag` dropped from the local part (`pat+1@x.com` is `pat@x.com`). At Gmail, which
 * delivers `p.a.t@gmail.com` to `pat@gmail.com` and treats googlemail.com as gmail.com, the dots go
 * too and the domain is gmail.com. Other providers' dots are left alone: for them a dot can tell
 * two mailboxes apart.
 */
export function buyerKey(email: string): string {
  const address = normaliseEmail(email)
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  let local = address.slice(0, at).split('+')[0]!
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`
  local = local.replace(/\./g, '')
  return `${local}@gmail.com`
}
