import { describe, expect, it } from 'vitest'

import { withStartDefaults } from '../../../scripts/lib/setup.ts'

/** An environment as an entry point started by hand has it: no NODE_ENV (Next's types say there always is one). */
const environment = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv

describe("npm start's public address (SITE_URL)", () => {
  it('without one, is this machine, served to this machine only', () => {
    expect(withStartDefaults(environment({}))).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      LISTEN_HOST: '127.0.0.1',
    })
    expect(withStartDefaults(environment({ PORT: '4100' })).SITE_URL).toBe('http://localhost:4100')
  })

  it('is what the operator set, served on every interface unless they say otherwise', () => {
    const env = withStartDefaults(environment({ SITE_URL: 'https://tubs.example.com' }))
    expect(env.SITE_URL).toBe('https://tubs.example.com')
    expect(env.LISTEN_HOST).toBeUndefined()
    const chosen = withStartDefaults(environment({ SITE_URL: 'https://tubs.example.com', LISTEN_HOST: '10.0.0.5' }))
    expect(chosen.LISTEN_HOST).toBe('10.0.0.5')
  })
})
