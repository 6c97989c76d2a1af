import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from '@/platform/settings/env'

describe('the environment', () => {
  it('runs on defaults when nothing is set', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      TRUST_PROXY_HOPS: 0,
      DATABASE_POOL_MAX: 10,
      MAIL_MAX_ATTEMPTS: 10,
      MAIL_RETRY_BASE_MS: 30_000,
      JOB_LEASE_MS: 300_000,
      JOBS_AUTORUN: 'on',
      ALLOWED_ORIGINS: [],
    })
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('treats empty values as unset and reads numbers and lists', () => {
    const env = parseEnv({
      PORT: '',
      TRUST_PROXY_HOPS: '2',
      ALLOWED_ORIGINS: 'https://a.example/x, https://b.example',
      SITE_URL: 'https://www.tubwise.example',
    })
    expect(env.PORT).toBe(3000)
    expect(env.TRUST_PROXY_HOPS).toBe(2)
    expect(env.ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example'])
  })

  it('refuses values that used to turn into NaN or garbage, naming every bad variable', () => {
    const bad = {
      TRUST_PROXY_HOPS: 'one',
      DATABASE_POOL_MAX: '2.5',
      MAIL_RETRY_BASE_MS: 'soon',
      SMTP_URL: 'mail.example:25',
      DATABASE_URL: 'mysql://x',
      JOBS_AUTORUN: 'yes',
      SITE_URL: 'tubwise.example',
    }
    let error: unknown
    try {
      parseEnv(bad)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    for (const name of Object.keys(bad)) expect((error as Error).message).toContain(`${name}:`)
    expect((error as Error).message).toContain('TRUST_PROXY_HOPS: must be a whole number from 0 to 10')
  })

  it('reads TRUSTED_PROXIES as addresses and ranges, loopback by default, and refuses anything else', () => {
    expect(parseEnv({}).TRUSTED_PROXIES.map(({ version, prefix }) => [version, prefix])).toEqual([
      [4, 8],
      [6, 128],
    ])
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7 ,fd00::/8' }).TRUSTED_PROXIES).toHaveLength(3)
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' })).toThrow(
      /TRUSTED_PROXIES: must list IP addresses or CIDR ranges like 10.0.0.0\/8 \(not proxy.internal\)/,
    )
  })

  it('wants SITE_URL in production (mail links), but not while `next build` runs', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SITE_URL: must be set in production/)
    expect(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.tubwise.example' }).SITE_URL).toBe(
      'https://www.tubwise.example',
    )
    expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).SITE_URL).toBeUndefined()
    expect(parseEnv({ NODE_ENV: 'development' }).SITE_URL).toBeUndefined()
    expect(parseEnv({ NODE_ENV: 'test' }).SITE_URL).toBeUndefined()
  })

  it('wants each payment provider configured completely, naming the missing variable', () => {
    const problems = (source: Record<string, string>) => {
      try {
        parseEnv(source)
        return ''
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError)
        return (error as Error).message
      }
    }
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    }
    const paypal = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' }
    expect(problems({ ...stripe, ...paypal })).toBe('')
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toMatch(
      new RegExp(
        /STRIPE_PUBLISHABLE_KEY: must be set when STRIPE_SECRET_KEY is set/.source +
          /[^]*STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is set/.source,
      ),
    )
    expect(problems({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toContain(
      'STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is set',
    )
    expect(problems({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toContain(
      'STRIPE_PUBLISHABLE_KEY: must be from the same mode as STRIPE_SECRET_KEY',
    )
    expect(problems({ PAYPAL_CLIENT_ID: 'client' })).toMatch(
      new RegExp(
        /PAYPAL_CLIENT_SECRET: must be set when PAYPAL_CLIENT_ID is set/.source +
          /[^]*PAYPAL_WEBHOOK_ID: must be set when PAYPAL_CLIENT_ID is set/.source,
      ),
    )
    expect(problems({ ...paypal, PAYPAL_WEBHOOK_ID: ' ' })).toContain('PAYPAL_WEBHOOK_ID: must be set')
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined()
  })
})
