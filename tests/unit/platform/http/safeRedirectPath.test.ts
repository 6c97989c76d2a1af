import { describe, expect, it } from 'vitest'

import { safeDecode, safeDecodeAll } from '@/platform/http/safeDecode'
import { safeRedirectPath } from '@/platform/http/safeRedirectPath'

describe('safeRedirectPath', () => {
  it.each(['/', '/guide', '/articles/16', '/search/100%25', '/search/hot%20tub', '/guide?x=1#top', '/a.b~c-d_e'])(
    'keeps the same-site path %j as it is',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path)
    },
  )

  const attacks = [
    '\\evil.example',
    '\\\\evil.example',
    '//evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '%5Cevil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' /guide',
    '/%09/evil.example',
    '/\u0000/evil.example',
    'https://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'evil.example',
    '',
    '/%E0%A4%A',
  ]
  for (const attack of attacks) {
    it(`turns ${JSON.stringify(attack)} into /`, () => {
      expect(safeRedirectPath(attack)).toBe('/')
    })
  }

  it('turns anything that is not a string into /', () => {
    for (const value of [null, undefined, 42, ['/guide'], { path: '/guide' }]) expect(safeRedirectPath(value)).toBe('/')
  })
})

describe('safeDecode', () => {
  it('decodes well-formed input', () => {
    expect(safeDecode('100%25')).toBe('100%')
    expect(safeDecode('hot%20tub')).toBe('hot tub')
    expect(safeDecodeAll(['a%2Fb', 'c'])).toEqual(['a/b', 'c'])
  })
  it('answers null for malformed input instead of throwing', () => {
    for (const bad of ['%E0%A4%A', '%', '%25%', '%zz', '%C0%AF']) expect(safeDecode(bad)).toBeNull()
    expect(safeDecodeAll(['ok', '%E0%A4%A'])).toBeNull()
  })
})
