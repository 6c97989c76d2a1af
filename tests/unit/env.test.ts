import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from '@/server/env'

describe('the environment', () => {
  it('runs on defaults when nothing is set', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, TRUST_PROXY_HOPS: 0, DATABASE_POOL_MAX: 10, MAIL_MAX_ATTEMPTS: 10, MAIL_RETRY_BASE_MS: 30_000, JOBS_AUTORUN: 'on', ALLOWED_ORIGINS: [] })
    expect(env.SMTP_URL).toBeUndefined()
  })

  it('treats empty values as unset and reads numbers and lists', () => {
    const env = parseEnv({ PORT: '', TRUST_PROXY_HOPS: '2', ALLOWED_ORIGINS: 'https://a.example/x, https://b.example', SITE_URL: 'https://www.tubwise.example' })
    expect(env.PORT).toBe(3000)
    expect(env.TRUST_PROXY_HOPS).toBe(2)
    expect(env.ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example'])
  })

  it('refuses values that used to turn into NaN or garbage, naming every bad variable', () => {
    const bad = { TRUST_PROXY_HOPS: 'one', DATABASE_POOL_MAX: '2.5', MAIL_RETRY_BASE_MS: 'soon', SMTP_URL: 'mail.example:25', DATABASE_URL: 'mysql://x', JOBS_AUTORUN: 'yes', SITE_URL: 'tubwise.example' }
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
})
