import { describe, expect, it } from 'vitest'

import { inRange, parseIp, parseIpRange, rateLimitKey } from '@/platform/settings/ipAddress'

import { itAnswersAll } from '../../workedCases'

describe('IP addresses', () => {
  it.each([
    ['203.0.113.9', 4],
    ['::ffff:203.0.113.9', 4],
    ['::FFFF:127.0.0.1', 4],
    ['::1', 6],
    ['2001:db8::1', 6],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', 6],
    ['fe80::1%eth0', 6],
    ['::', 6],
    ['64:ff9b::192.0.2.1', 6],
  ])('reads %s as IPv%i', (text, version) => {
    expect(parseIp(text)?.version).toBe(version)
  })

  itAnswersAll('refuses', parseIp, null, [
    '',
    'localhost',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1::2::3',
    '2001:db8:1:2:3:4:5:6:7',
    '12345::',
    'unknown',
    '::ffff:1.2.3',
  ])

  it.each([
    ['127.0.0.1', '127.0.0.1/8', true],
    ['127.9.8.7', '127.0.0.1/8', true],
    ['::ffff:127.0.0.66', '127.0.0.1/8', true],
    ['128.0.0.1', '127.0.0.1/8', false],
    ['::1', '::1', true],
    ['::2', '::1', false],
    ['::1', '127.0.0.1/8', false],
    ['10.1.2.3', '10.0.0.0/8', true],
    ['10.1.2.3', '10.1.2.3', true],
    ['10.1.2.4', '10.1.2.3', false],
    ['192.168.1.200', '192.168.1.128/25', true],
    ['192.168.1.100', '192.168.1.128/25', false],
    ['2001:db8:aa::5', '2001:db8::/32', true],
    ['2001:db9::5', '2001:db8::/32', false],
    ['10.0.0.1', '::ffff:10.0.0.0/104', true],
    ['203.0.113.9', '0.0.0.0/0', true],
  ])('%s in %s: %s', (address, range, inside) => {
    const parsedRange = parseIpRange(range)
    expect(parsedRange).not.toBeNull()
    expect(inRange(parseIp(address)!, parsedRange!)).toBe(inside)
  })

  it.each(['10.0.0.0/33', '::/129', '10.0.0.0/x', 'proxy.example', '10.0.0.0/8/8', ''])(
    'refuses the range %j',
    (text) => {
      expect(parseIpRange(text)).toBeNull()
    },
  )

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('counts %s under %s for rate limits', (address, key) => {
    expect(rateLimitKey(address)).toBe(key)
  })
})
