import { describe, expect, it } from 'vitest'

import { isLiveSite, isLoopbackHost } from '@/site/liveSite'

import { itAnswers, itAnswersAll } from '../workedCases'

const production = { production: true }
const development = { production: false }

describe('a live site, by its parsed SITE_URL', () => {
  it('is any https origin, whatever the case of its scheme and host', () => {
    for (const url of ['https://www.tubwise.example', 'HTTPS://WWW.TUBWISE.EXAMPLE', 'HttPs://localhost:3000']) {
      expect(isLiveSite(url, production), url).toBe(true)
      expect(isLiveSite(url, development), url).toBe(true)
    }
  })

  const otherHostsOverHttp = [
    'http://www.tubwise.example',
    'HTTP://tubs.example.com:8080',
    'http://203.0.113.9:3000',
    'http://10.0.0.5:3000',
    'http://[2001:db8::1]:3000',
    'http://0.0.0.0:3000',
    'http://localhost.evil.example',
  ]
  itAnswersAll(
    'is, in production, any host but loopback, over http too',
    (url) => isLiveSite(url, production),
    true,
    otherHostsOverHttp,
  )
  itAnswersAll(
    'is not, in development, any host over http',
    (url) => isLiveSite(url, development),
    false,
    otherHostsOverHttp,
  )

  itAnswersAll(
    'is not this machine on http, nor an unset or unreadable value',
    (url) => isLiveSite(url, production),
    false,
    [
      'http://localhost:3000',
      'HTTP://LOCALHOST:3000',
      'http://app.localhost:3000',
      'http://127.0.0.1:3100',
      'http://127.8.9.10',
      'http://0x7f.1:3000',
      'http://[::1]:3000',
      'http://localhost.:3000',
      undefined,
      '',
      'not a url',
    ],
  )

  itAnswers('knows loopback hosts as the URL parser gives them', isLoopbackHost, [
    ['localhost', true],
    ['[::1]', true],
    ['127.0.0.1', true],
    ['128.0.0.1', false],
    ['[::2]', false],
    ['notlocalhost', false],
  ])
})
