import { describe, expect, it } from 'vitest'

import { ECHO_MAX_LENGTH, echo, echoName } from '@/mail/templates/echo'

import { itAnswersAll } from '../workedCases'

describe('echo: what a message to an unconfirmed address may repeat', () => {
  it('repeats short plain names, brands and models', () => {
    for (const value of ['Pat', 'Pat Buyer', "Siobhán O'Neill", 'J.R.', 'J-335', 'Hot Spring Grandee', 'Polaris 6']) {
      expect(echo(value, 'there')).toBe(value)
    }
    expect(echo('  Pat \n Buyer  ', 'there')).toBe('Pat Buyer')
  })

  itAnswersAll(
    'gives the fallback for links, URLs, domains and e-mail addresses',
    (value) => echo(value, 'there'),
    'there',
    [
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
      'evil dot com',
      'Evil DOT co uk',
      // A spaced dot reads as a disguised domain ("evil . co"); such a name just gets the neutral greeting.
      'Mr. Smith',
    ],
  )

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

  itAnswersAll(
    'reads Unicode look-alikes as what they display: ideographic and full-width dots',
    (value) => echo(value, 'there'),
    'there',
    [
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
    ],
  )

  it('reads Unicode look-alikes as what they display: full-width letters', () => {
    // What is repeated is the normalised text: full-width letters read as the letters they show.
    expect(echo('\uff30\uff41\uff54', 'there')).toBe('Pat')
  })
})

describe('echo: no IP literal or telephone number either', () => {
  itAnswersAll('gives the fallback for IP literals, colons and phone numbers', (value) => echo(value, ''), '', [
    '1.2.3.4',
    '10 . 0 . 0 . 1',
    '::1',
    'fe80::1',
    'Tub 8080:x',
    'Call 1 800 555 0100',
    '(800) 555-0100',
    '+1-800-555-0100',
    '555.0100.12',
    '5550100',
  ])

  it('still repeats models with a few digits and a street address', () => {
    for (const value of ['J-335', 'Polaris 6', 'Grandee 2024 Series 350', '12 Elm Street', 'Model 3.5']) {
      expect(echo(value, ''), value).toBe(value)
    }
  })
})

describe('echoName: a name, as a message to an unconfirmed address greets it', () => {
  it.each(['Pat', "Ann-Marie O'Neil", 'Ann-Marie O’Neil', 'José', 'Zoë', 'Łukasz', 'Дмитрий', '李小龍', 'Dot'])(
    'repeats letters of any script, spaces, apostrophes and hyphens: %j',
    (value) => {
      expect(echoName(value)).toBe(value)
    },
  )

  it('repeats letters of any script, spaces, apostrophes and hyphens: composed and spaced as one', () => {
    // Decomposed "José" (e and a combining acute) is composed by NFKC and repeated.
    expect(echoName('Jose\u0301')).toBe('José')
    expect(echoName('  Mary   Ann ')).toBe('Mary Ann')
  })

  itAnswersAll(
    'greets "there" for domains, URLs, IP literals, digits, phone numbers and any other sign',
    (value) => echoName(value),
    'there',
    [
      'evil dot com',
      'Visit evil dot co',
      'Call 1 800 555 0100',
      'http://x.y',
      'x.y',
      '1.2.3.4',
      '::1',
      'Pat 2',
      'R2D2',
      'Pat!',
      'Pat, call me',
      'J.R.',
      'me@example.com',
      'Pat_Buyer',
      '<b>Pat</b>',
      "'-'",
      'Right\u202eLeft',
      'Nul\u0000Name',
      'a'.repeat(ECHO_MAX_LENGTH + 1),
      '',
      null,
      undefined,
    ],
  )

  it('greets with the fallback it is given instead of "there"', () => {
    expect(echoName('Call 1 800 555 0100', 'you')).toBe('you')
  })

  it('reads full-width look-alikes as what they show', () => {
    expect(echoName('\uff30\uff41\uff54')).toBe('Pat')
    expect(echoName('\uff11\uff12\uff13')).toBe('there')
  })
})
