import { describe, expect, it } from 'vitest'

import { visitorText, withoutControlCharacters } from '@/platform/http/schemas'
import { emailAddress } from '@/platform/outbox/emailAddress'
import { newLeadSchema } from '@/leads/schemas'
import { sendMessageSchema } from '@/mail/schemas'
import { newPriceCheckSchema, PRICE_CHECK_MESSAGE } from '@/pricecheck/schemas'
import { QUESTION_MESSAGES } from '@/questions/messages'
import { newQuestionSchema } from '@/questions/schemas'
import { searchQuery } from '@/search/schemas'

const MESSAGE = 'Please Enter your Name'
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

// Every character a single-line field refuses, by name.
const REFUSED: Record<string, string> = {
  NUL: '\u0000',
  'bell (C0)': '\u0007',
  tab: '\t',
  'line feed': '\n',
  'carriage return': '\r',
  escape: '\u001b',
  DEL: '\u007f',
  'C1 control': '\u0085',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
}

describe('visitorText', () => {
  const single = visitorText(MESSAGE).min(4, MESSAGE)
  const multi = visitorText(MESSAGE, { multiline: true })

  it('trims and accepts ordinary text, accents and emoji included', () => {
    expect(single.parse('  Zoë Ångström 🛁  ')).toBe('Zoë Ångström 🛁')
  })

  for (const [name, character] of Object.entries(REFUSED)) {
    it(`refuses a ${name} inside a single-line field, with the field's message`, () => {
      const result = single.safeParse(`Nul${character}Name`)
      expect(result.success).toBe(false)
      expect(firstError(result)).toBe(MESSAGE)
    })
  }

  it('lets multi-line text keep tabs and line breaks, and nothing else invisible', () => {
    expect(multi.parse('First line\r\n\tSecond line\nThird')).toBe('First line\r\n\tSecond line\nThird')
    for (const [name, character] of Object.entries(REFUSED)) {
      if (['tab', 'line feed', 'carriage return'].includes(name)) continue
      expect(multi.safeParse(`a${character}b`).success, name).toBe(false)
    }
  })

  it('answers a non-string with the field message', () => {
    expect(firstError(single.safeParse(42))).toBe(MESSAGE)
  })

  it('checks the trimmed text: surrounding line breaks are trimmed, not refused', () => {
    expect(single.parse('\n  Name\n')).toBe('Name')
  })
})

describe('the request schemas refuse control characters with their own messages', () => {
  it('e-mail addresses', () => {
    expect(emailAddress('bad').safeParse('a\u0000b@example.com').success).toBe(false)
    expect(emailAddress('bad').safeParse('ab@example.com\u0000').success).toBe(false)
  })

  it('a price check name', () => {
    const result = newPriceCheckSchema.safeParse({
      name: 'Nul\u0000Name',
      email: 'a@example.com',
      zipcode: '73301',
      tubs: [{ brand: 'B', model: 'M', price: '1' }],
    })
    expect(firstError(result)).toBe(PRICE_CHECK_MESSAGE)
  })

  it('a question author, a lead name, a message subject', () => {
    const question = newQuestionSchema.safeParse({
      page: 'guide',
      author: 'Nul\u0000Name',
      email: 'a@example.com',
      text: '<p>Hello there</p>',
    })
    expect(firstError(question)).toBe(QUESTION_MESSAGES.name)
    expect(
      newLeadSchema.safeParse({ firstName: 'Nul\u0000Name', email: 'a@example.com', source: 'Full PBS' }).success,
    ).toBe(false)
    expect(sendMessageSchema.safeParse({ subject: 'Hi\u0000', message: 'ok' }).success).toBe(false)
    expect(sendMessageSchema.safeParse({ subject: 'Hi', message: 'line one\nline two' }).success).toBe(true)
  })

  it('a search term is cleaned, never refused', () => {
    expect(withoutControlCharacters('hot\u0000tub')).toBe('hot tub')
    expect(searchQuery.parse({ searchTerm: 'hot\u0000tub' }).searchTerm).toBe('hot tub')
  })
})
