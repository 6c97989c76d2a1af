import { afterEach, describe, expect, it, vi } from 'vitest'

import { settingsGroup } from '@/platform/settings/settingsGroup'

const paypal = () =>
  settingsGroup(
    { clientId: 'PAYPAL_CLIENT_ID', clientSecret: 'PAYPAL_CLIENT_SECRET', webhookId: 'PAYPAL_WEBHOOK_ID' },
    { apiUrl: 'PAYPAL_API_URL' },
  )

describe('a group of settings that come together', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is null while the feature is not configured', () => {
    vi.stubEnv('PAYPAL_CLIENT_ID', '')
    vi.stubEnv('PAYPAL_CLIENT_SECRET', '')
    vi.stubEnv('PAYPAL_WEBHOOK_ID', '')
    expect(paypal()).toBeNull()
  })

  it('gives every setting under the name the code uses, the optional ones beside (with their defaults)', () => {
    vi.stubEnv('PAYPAL_CLIENT_ID', 'client')
    vi.stubEnv('PAYPAL_CLIENT_SECRET', 'secret')
    vi.stubEnv('PAYPAL_WEBHOOK_ID', 'hook')
    vi.stubEnv('PAYPAL_API_URL', '')
    expect(paypal()).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      webhookId: 'hook',
      apiUrl: 'https://api-m.sandbox.paypal.com',
    })
  })
})
