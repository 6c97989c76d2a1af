import { describe, expect, it } from 'vitest'

import { paypalTransmissionRefusal } from '@/commerce/providers/paypalTransmission'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const CERT = 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d4f9b1a'

describe('the PayPal transmission headers, checked before asking PayPal', () => {
  it('accepts a certificate PayPal serves over https, sent within 5 minutes of now', () => {
    expect(paypalTransmissionRefusal(CERT, '2026-11-26T12:00:00Z', NOW)).toBeNull()
    expect(
      paypalTransmissionRefusal(
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
        '2026-11-26T11:55:00Z',
        NOW,
      ),
    ).toBeNull()
    expect(paypalTransmissionRefusal(CERT, '2026-11-26T12:05:00Z', NOW)).toBeNull()
  })

  it('refuses a certificate from anywhere else', () => {
    for (const url of [
      'http://api.paypal.com/certs/1',
      'https://paypal.com.evil.example/certs/1',
      'https://notpaypal.com/certs/1',
      'https://evil.example/?paypal.com',
      'file:///etc/passwd',
      '',
    ]) {
      expect(paypalTransmissionRefusal(url, '2026-11-26T12:00:00Z', NOW), url).not.toBeNull()
    }
  })

  it('refuses a time more than 5 minutes away, or no time at all', () => {
    for (const time of ['2026-11-26T11:54:59Z', '2026-11-26T12:05:01Z', 'soon', '']) {
      expect(paypalTransmissionRefusal(CERT, time, NOW), time).not.toBeNull()
    }
  })
})
