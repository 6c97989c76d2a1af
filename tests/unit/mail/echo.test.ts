import { describe, expect, it } from 'vitest'

import { ECHO_MAX_LENGTH, echo } from '@/mail/templates/echo'

describe('echo: what a message to an unconfirmed address may repeat', () => {
  it('repeats short plain names, brands and models', () => {
    for (const value of ['Pat', 'Pat Buyer', "Siobhán O'Neill", 'J.R.', 'J-335', 'Hot Spring Grandee', 'Polaris 6']) {
      expect(echo(value, 'there')).toBe(value)
    }
    expect(echo('  Pat \n Buyer  ', 'there')).toBe('Pat Buyer')
  })

  it('gives the fallback for links, URLs, domains and e-mail addresses', () => {
    for (const value of [
      'https://evil.example',
      'Win http://x.y',
      'www.evil',
      'evil.example',
      'evil . co',
      'evil[dot]com',
      'bit.ly/abc',
      'me@example.com',
      'mailto:me',
      'javascript:alert(1)',
      'a/b',
      'back\\slash',
      'EVIL.COM',
    ]) {
      expect(echo(value, 'there'), value).toBe('there')
    }
    // A spaced dot reads as a disguised domain ("evil . co"); such a name just gets the neutral greeting.
    expect(echo('Mr. Smith', 'there')).toBe('there')
  })

  it('gives the fallback for long text, control characters and nothing at all', () => {
    expect(echo('a'.repeat(ECHO_MAX_LENGTH), 'there')).toBe('a'.repeat(ECHO_MAX_LENGTH))
    expect(echo('a'.repeat(ECHO_MAX_LENGTH + 1), 'there')).toBe('there')
    expect(echo('Congratulations, you have won a free hot tub today', 'there')).toBe('there')
    expect(echo('Nul\u0000Name', 'there')).toBe('there')
    expect(echo('Right\u202eLeft', 'there')).toBe('there')
    expect(echo('', 'there')).toBe('there')
    expect(echo(null, 'there')).toBe('there')
    expect(echo(undefined, 'there')).toBe('there')
  })

  it('reads Unicode look-alikes as what they display: ideographic and full-width dots, full-width letters', () => {
    for (const value of [
      'evil\u3002example',
      'evil\uff0eexample',
      'evil\uff61example',
      'evil \u3002 co',
      '\uff45\uff56\uff49\uff4c\uff0e\uff43\uff4f\uff4d',
      'EVIL\uff0eCOM',
      'me\uff20example',
      '\uff48\uff54\uff54\uff50\uff53\uff1a//x',
      'a\uff0fb',
      'evil\u2024example',
      'evil\ufe52example',
      'evil.\u0440\u0444',
    ]) {
      expect(echo(value, 'there'), value).toBe('there')
    }
    // What is repeated is the normalised text: full-width letters read as the letters they show.
    expect(echo('\uff30\uff41\uff54', 'there')).toBe('Pat')
  })
})
