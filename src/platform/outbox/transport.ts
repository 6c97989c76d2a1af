import nodemailer, { type Transporter } from 'nodemailer'

import { env } from '@/platform/settings/env'

let cached: { url: string; transporter: Transporter } | undefined

/**
 * SMTP options from a URL: `smtp://user:pass@host:587` (STARTTLS when offered) or
 * `smtps://user:pass@host:465` (TLS from the start).
 */
export function smtpOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

/** The SMTP transport named by `SMTP_URL`, or null when the site has no SMTP server. */
export function smtpTransport(url = env().SMTP_URL): Transporter | null {
  if (!url) return null
  if (cached?.url !== url) {
    cached = { url, transporter: nodemailer.createTransport(smtpOptions(url)) }
  }
  return cached.transporter
}
