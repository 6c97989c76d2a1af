import { describe, expect, it } from 'vitest'

import { createPaymentSchema } from '@/commerce/schemas'
import { emailAddress } from '@/platform/outbox/emailAddress'
import { leadInfoSchema, newLeadSchema } from '@/leads/schemas'
import { mailboxKey, normaliseEmail } from '@/platform/outbox/address'
import { sendMessageSchema } from '@/mail/schemas'
import { newPriceCheckSchema } from '@/pricecheck/schemas'
import { emailField } from '@/questions/schemas'

import { itAnswers } from '../../workedCases'

const MESSAGE = 'Please Enter a Valid Email Address'
const schema = emailAddress(MESSAGE)

describe('emailAddress: one bare mailbox, in one spelling', () => {
  it("refuses every spelling a mailer would read as a name, a list or another mailbox, with the form's message", () => {
    for (const hostile of [
      '"anything"<victim@example.com>',
      '"x" <victim@example.com>',
      'Vic Tim <victim@example.com>',
      '<victim@example.com>',
      'victim@example.com (Vic Tim)',
      'a@b.c,postmaster',
      'victim@example.com,other@example.com',
      'victim@example.com;other@example.com',
      'victim@example.com other@example.com',
      'group: victim@example.com;',
      '"quoted local"@example.com',
      'victim@[127.0.0.1]',
      'vic tim@example.com',
      'victim@exa mple.com',
      'victim@example.com\r\nBcc: other@example.com',
      'victim@example.com\u0000',
      'victim\t@example.com',
      '.victim@example.com',
      'victim.@example.com',
      'vic..tim@example.com',
      'victim@example..com',
      'victim@-example.com',
      'victim@example-.com',
      'victim@example',
      'victim@example.c',
      'victim@@example.com',
      '@example.com',
      'victim@',
      'victim\uff20example.com',
      'v\u00edctim@example.com',
      'victim@ex\u00e4mple.com',
      'victim@example.com\u202e',
      `${'a'.repeat(65)}@example.com`,
      `victim@${'a'.repeat(64)}.com`,
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
      '',
      '   ',
    ]) {
      const result = schema.safeParse(hostile)
      expect(result.success, JSON.stringify(hostile)).toBe(false)
      expect(
        result.error?.issues.map((issue) => issue.message),
        JSON.stringify(hostile),
      ).toEqual([MESSAGE])
    }
  })

  it('takes an ordinary address, trimmed, with its domain lower-cased and its local part as typed', () => {
    expect(schema.parse('  Pat.Buyer@Example.COM ')).toBe('Pat.Buyer@example.com')
    for (const address of [
      "o'neill@example.com",
      'pat+tubs@mail.example.co.uk',
      'a_b-c@sub-domain.example',
      '1@example.io',
      'pat@xn--exmple-cua.com',
    ]) {
      expect(schema.parse(address), address).toBe(address)
    }
    expect(schema.parse(`${'a'.repeat(64)}@example.com`)).toBe(`${'a'.repeat(64)}@example.com`)
  })

  it('compares addresses case-insensitively, as allowances and lead look-ups do', () => {
    expect(normaliseEmail(schema.parse('Victim@Example.com'))).toBe(normaliseEmail(schema.parse(' VICTIM@example.COM')))
  })

  it('is the rule of every form that takes an address', () => {
    const hostile = '"x"<victim@example.com>'
    const tub = { brand: 'B', model: 'M', price: '1' }
    expect(newPriceCheckSchema.safeParse({ name: 'Pat', email: hostile, zipcode: '73301', tubs: [tub] }).success).toBe(
      false,
    )
    expect(newLeadSchema.safeParse({ firstName: 'Pat', email: hostile, source: 'Full PBS' }).success).toBe(false)
    expect(
      leadInfoSchema.safeParse({
        leadId: 'x',
        firstName: 'P',
        lastName: 'B',
        email: hostile,
        phone: '1',
        zipCode: '1',
        details: 'd',
      }).success,
    ).toBe(false)
    expect(emailField.safeParse(hostile).success).toBe(false)
    expect(sendMessageSchema.safeParse({ subject: 'Hi', message: 'Hello', cc: 'a@b.c,postmaster' }).success).toBe(false)
    expect(createPaymentSchema.safeParse({ product: 'eval', name: 'Pat', email: hostile }).success).toBe(false)
    expect(
      newPriceCheckSchema.parse({ name: 'Pat', email: 'Pat@EXAMPLE.com', zipcode: '73301', tubs: [tub] }).email,
    ).toBe('Pat@example.com')
  })
})

describe('mailboxKey: one key per inbox, for what is counted per person', () => {
  itAnswers('trims, lower-cases and drops a +tag', mailboxKey, [
    [' Pat+Quotes@Example.COM ', 'pat@example.com'],
    ['pat+1+2@example.com', 'pat@example.com'],
    ['pat+@example.com', 'pat@example.com'],
  ])

  itAnswers('drops Gmail’s dots and folds googlemail.com into gmail.com, nobody else’s', mailboxKey, [
    ['P.a.t+spa@GoogleMail.com', 'pat@gmail.com'],
    ['p.a.t@gmail.com', 'pat@gmail.com'],
    ['p.a.t@example.com', 'p.a.t@example.com'],
    // Only those two domains: a look-alike or a subdomain is another provider.
    ['p.a.t@gmail.co', 'p.a.t@gmail.co'],
    ['p.a.t@mail.gmail.com', 'p.a.t@mail.gmail.com'],
  ])

  it('keeps two different inboxes apart', () => {
    expect(mailboxKey('pat@example.com')).not.toBe(mailboxKey('pat@example.org'))
    expect(mailboxKey('pat1@gmail.com')).not.toBe(mailboxKey('pat@gmail.com'))
  })
})
