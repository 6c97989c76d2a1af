import { z } from 'zod'

import { type IpRange, parseIpRange } from './ipAddress'

/**
 * Every setting the site reads from its environment, validated in one place. A bad value stops the
 * server at start-up with a message naming the variable, instead of turning into `NaN` or `undefined`
 * somewhere later. Empty values count as unset. README.md (Configuration) documents each one.
 */

const integer = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`)
    .default(fallback)

const urlWithScheme = (schemes: string[], example: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, `must be a URL like ${example}`)

const origin = urlWithScheme(['http:', 'https:'], 'https://www.example.com')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Next.js while `next build` runs. */
    NEXT_PHASE: z.string().optional(),
    PORT: integer(1, 65_535, 3000),
    /** The address the server listens on; unset: every interface. */
    LISTEN_HOST: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/|file:)/i, 'must start with postgres://, postgresql:// or file:')
      .optional(),
    DATABASE_POOL_MAX: integer(1, 500, 10),
    PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SITE_URL: origin.optional(),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin.transform((value) => new URL(value).origin))),
    TRUST_PROXY_HOPS: integer(0, 10, 0),
    /**
     * The addresses (or CIDR ranges) of our reverse proxies: only a request from one of them may say whom it forwards.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('127.0.0.1/8, ::1')
      .transform((value, context): IpRange[] =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const range = parseIpRange(part)
            if (range) return range
            context.addIssue({
              code: 'custom',
              message: `must list IP addresses or CIDR ranges like 10.0.0.0/8 (not ${part})`,
            })
            return z.NEVER
          }),
      ),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'smtp://user:pass@host:587').optional(),
    MAIL_FROM: z.string().optional(),
    MAIL_FROM_ADDRESS: z.email('must be an e-mail address').default('no-reply@tubwise.example'),
    MAIL_MAX_ATTEMPTS: integer(1, 100, 10),
    MAIL_RETRY_BASE_MS: integer(100, 24 * 60 * 60 * 1000, 30_000),
    JOB_LEASE_MS: integer(5_000, 24 * 60 * 60 * 1000, 5 * 60 * 1000),
    JOBS_AUTORUN: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    MEDIA_DIR: z.string().optional(),
    /** Pages rendered while serving and cached data, per build (default data/cache); read by the page cache handler. */
    CACHE_DIR: z.string().optional(),
    /**
     * `off`: public pages go out with Next's own async scripts, the framework starting at once
     * (src/platform/webServer/frameworkAfterFirstScreen.ts explains what `on` does). Read by the web server.
     */
    FRAMEWORK_DEFERRAL: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    /**
     * The demo payment provider, used while no card provider is configured; refused in production
     * unless on, and on a live site (an https SITE_URL, or in production any host but loopback) unless
     * on-live-site.
     */
    PAYMENTS_DEMO: z.enum(['on', 'off', 'on-live-site'], { error: 'must be on, off or on-live-site' }).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    /** Only for tests and local doubles: where the Stripe client sends its requests. */
    STRIPE_API_URL: urlWithScheme(['http:', 'https:'], 'http://127.0.0.1:12111').optional(),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    /** PayPal's REST base URL: the sandbox unless set (https://api-m.paypal.com for live payments). */
    PAYPAL_API_URL: urlWithScheme(['http:', 'https:'], 'https://api-m.paypal.com').default(
      'https://api-m.sandbox.paypal.com',
    ),
    /** The CRM (ActiveCampaign API v3 or compatible): base URL like https://acct.api-us1.com, and its API token. */
    CRM_API_URL: urlWithScheme(['http:', 'https:'], 'https://youraccount.api-us1.com').optional(),
    CRM_API_TOKEN: z.string().optional(),
    /** The CRM list every new lead joins. */
    CRM_LIST_ID: z.string().regex(/^\d+$/, 'must be the numeric id of a CRM list').optional(),
    /** The deal pipeline (group) and stage a paid order's deal is created in. */
    CRM_DEAL_PIPELINE: z.string().regex(/^\d+$/, 'must be the numeric id of a CRM pipeline').optional(),
    CRM_DEAL_STAGE: z.string().regex(/^\d+$/, 'must be the numeric id of a stage in CRM_DEAL_PIPELINE').optional(),
    /** Optional CRM custom fields (numeric ids) that receive a lead's source and zip code. */
    CRM_SOURCE_FIELD_ID: z.string().regex(/^\d+$/, 'must be the numeric id of a CRM custom field').optional(),
    CRM_ZIP_FIELD_ID: z.string().regex(/^\d+$/, 'must be the numeric id of a CRM custom field').optional(),
    /** Sync attempts per job before a record is marked failed, and the first retry delay (doubling). */
    CRM_MAX_ATTEMPTS: integer(1, 100, 8),
    CRM_RETRY_BASE_MS: integer(100, 24 * 60 * 60 * 1000, 60_000),
  })
  .superRefine((values, context) => {
    const requireWith = (setting: keyof typeof values, needed: (keyof typeof values)[], why: string) => {
      if (!values[setting]) return
      for (const name of needed) {
        if (!values[name])
          context.addIssue({ code: 'custom', path: [name], message: `must be set when ${setting} is set (${why})` })
      }
    }
    // Links in e-mails (a password reset, a receipt) need the site's public address; the build does not.
    if (values.NODE_ENV === 'production' && values.NEXT_PHASE !== 'phase-production-build' && !values.SITE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'must be set in production: the public address of the site, ' +
          'like https://www.example.com (the links in e-mails use it)',
      })
    }
    requireWith(
      'STRIPE_SECRET_KEY',
      ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
      'the checkout page and the webhook need it',
    )
    requireWith(
      'CRM_API_URL',
      ['CRM_API_TOKEN', 'CRM_LIST_ID', 'CRM_DEAL_PIPELINE', 'CRM_DEAL_STAGE'],
      'every lead joins a list and every paid order becomes a deal',
    )
    requireWith('PAYPAL_CLIENT_ID', ['PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'], 'the server and the webhook need it')
    const { STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable } = values
    if (secret && publishable && secret.includes('_live_') !== publishable.includes('_live_')) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'must be from the same mode as STRIPE_SECRET_KEY (both test or both live)',
      })
    }
  })

export type Env = z.infer<typeof envSchema>

/** Every variable the site reads (.env.example lists each; a unit test keeps them equal). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[]

export class EnvError extends Error {}

/** Validates a set of variables; throws one error that lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(ENV_KEYS.map((key) => [key, source[key]?.trim() || undefined]))
  const result = envSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new EnvError(`TubWise cannot start: fix these environment variables.\n${problems.join('\n')}`)
}

let cache: { fingerprint: string; env: Env } | undefined

/**
 * The validated settings. Parsed on first use and again only when a variable changes (tests and
 * scripts set variables before they start Payload), so a request pays for a string compare.
 */
export function env(): Env {
  const fingerprint = ENV_KEYS.map((key) => process.env[key] ?? '').join('\0')
  if (cache?.fingerprint !== fingerprint) cache = { fingerprint, env: parseEnv(process.env) }
  return cache.env
}
