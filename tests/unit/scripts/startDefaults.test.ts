import { describe, expect, it } from 'vitest'

import { isPublicAddress, publicAddresses } from '../../../scripts/lib/publicAddress.ts'
import { withStartDefaults } from '../../../scripts/lib/setup.ts'

describe('which addresses the public internet reaches', () => {
  it('counts global unicast addresses, IPv4 and IPv6', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '2a01:4f8::1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('leaves out private, loopback, link-local, carrier-NAT, documentation and multicast ranges', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.1.1',
      '192.0.2.2',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::2',
      'fe80::fc:ff:fe00:1',
      '2001:db8::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it("reads this machine's network interfaces", () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1' }, { address: '::1' }],
      eth0: [{ address: '192.168.1.10' }, { address: '2a01:4f8::1' }],
      eth1: [{ address: '93.184.216.34' }],
    }
    expect(publicAddresses(interfaces as unknown as Parameters<typeof publicAddresses>[0])).toEqual([
      '2a01:4f8::1',
      '93.184.216.34',
    ])
  })
})

/** An environment as an entry point started by hand has it: no NODE_ENV (Next's types say there always is one). */
const environment = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv

describe("npm start's public address (SITE_URL)", () => {
  it('is this machine on a laptop: no public address', () => {
    expect(withStartDefaults(environment({}), { publicAddresses: [] }).SITE_URL).toBe('http://localhost:3000')
    expect(withStartDefaults(environment({ PORT: '4100' }), { publicAddresses: [] }).SITE_URL).toBe(
      'http://localhost:4100',
    )
  })

  it('is never guessed on a machine the public reaches: start refuses, naming SITE_URL and an example', () => {
    expect(() => withStartDefaults(environment({}), { publicAddresses: ['93.184.216.34'] })).toThrow(
      'SITE_URL is not set and this machine has a public address (93.184.216.34). Set SITE_URL to the ' +
        'address visitors use, like https://www.example.com, in .env or the environment.',
    )
  })

  it('is what the operator set, wherever it runs', () => {
    const env = withStartDefaults(environment({ SITE_URL: 'https://tubs.example.com' }), {
      publicAddresses: ['93.184.216.34'],
    })
    expect(env.SITE_URL).toBe('https://tubs.example.com')
  })
})
