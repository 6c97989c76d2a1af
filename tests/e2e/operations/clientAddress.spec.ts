import { expect, test } from '@playwright/test'

import { postFrom } from '../../support/e2e/fromAddress'

// The rate limiter keys on the TCP peer that scripts/serve.ts hands the app, never on what the
// client writes. Each test here uses loopback addresses no other test uses, so the buckets it
// spends are its own.
test.describe('the client address behind our server', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, 'once is enough: the buckets it spends stay spent')

  test('20 messages with 20 different X-Forwarded-For values share one bucket: the 6th and later get 429', async ({
    baseURL,
  }) => {
    const answers = []
    for (let i = 0; i < 20; i++) {
      answers.push(
        await postFrom(
          baseURL!,
          '127.0.0.66',
          '/api/utilities/sendMessage',
          { subject: `Rate limit check ${i}`, message: 'One of twenty, each claiming another address.' },
          // A made-up forwarding chain and a forged copy of the header our server writes.
          { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.${i}`, 'X-Tubwise-Peer': `192.0.2.${i}` },
        ),
      )
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(201), ...Array(15).fill(429)])
    for (const refused of answers.slice(5)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(JSON.parse(refused.body)).toEqual({ error: 'Too many requests. Please wait a moment and try again.' })
    }

    // Another peer is another client, whatever it claims.
    const other = await postFrom(
      baseURL!,
      '127.0.0.67',
      '/api/utilities/sendMessage',
      { subject: 'Another visitor', message: 'Hello.' },
      { 'X-Forwarded-For': '203.0.113.0' },
    )
    expect(other.status).toBe(201)
  })
})
