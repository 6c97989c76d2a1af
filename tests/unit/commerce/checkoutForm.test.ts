import { describe, expect, it } from 'vitest'

import { checkCheckout } from '@/commerce/checkoutForm'
import { CHECKOUT_MESSAGES } from '@/commerce/schemas'

const filled = { name: 'Jordan Avery Lee', phone: '(555) 010-2345', email: 'jordan@example.com' }

describe('the checkout form rule', () => {
  it("uses the spec's messages word for word", () => {
    expect(CHECKOUT_MESSAGES).toEqual({
      name: 'Please Enter Your Name',
      phone: 'Please Enter a Valid Phone Number',
      email: 'Please Enter a Valid E-Mail Address',
      incomplete: 'Please Complete All Fields',
    })
  })

  it('gives each empty field its own message', () => {
    const check = checkCheckout('pbs', { name: '', phone: '', email: '' })
    expect(check.ok).toBe(false)
    expect(check.errors).toEqual({
      name: 'Please Enter Your Name',
      phone: 'Please Enter a Valid Phone Number',
      email: 'Please Enter a Valid E-Mail Address',
    })
  })

  it('accepts a complete form and hands back the trimmed details', () => {
    const check = checkCheckout('pbscheap', {
      name: '  Jordan Lee ',
      phone: ' +1 555 010 2345 ',
      email: ' jordan@example.com ',
    })
    expect(check).toEqual({
      ok: true,
      details: { name: 'Jordan Lee', phone: '+1 555 010 2345', email: 'jordan@example.com' },
      errors: {},
    })
  })

  it('asks no phone for the evaluation and sends none', () => {
    const check = checkCheckout('eval', { ...filled, phone: '' })
    expect(check).toEqual({ ok: true, details: { name: filled.name, email: filled.email }, errors: {} })
    expect(checkCheckout('consult', { ...filled, phone: '' }).errors).toEqual({ phone: CHECKOUT_MESSAGES.phone })
  })

  it.each(['12345', 'call me', '555-010-234x', '1234567890123456'])('refuses the phone number %j', (phone) => {
    expect(checkCheckout('pbs', { ...filled, phone }).errors).toEqual({ phone: CHECKOUT_MESSAGES.phone })
  })

  it.each(['555 010 2345', '(555) 010-2345', '555.010.2345', '+44 20 7946 0958'])(
    'accepts the phone number %j',
    (phone) => {
      expect(checkCheckout('pbs', { ...filled, phone }).ok).toBe(true)
    },
  )

  it.each([
    'jordan',
    'jordan@',
    'jordan@example',
    'jo rdan@example.com',
    `${'a'.repeat(65)}@example.com`,
    `j@${'a'.repeat(250)}.com`,
  ])('refuses the e-mail address %j', (email) => {
    expect(checkCheckout('eval', { ...filled, email }).errors).toEqual({ email: CHECKOUT_MESSAGES.email })
  })

  it('refuses a name made of spaces or holding control characters', () => {
    expect(checkCheckout('pbs', { ...filled, name: '   ' }).errors).toEqual({ name: CHECKOUT_MESSAGES.name })
    expect(checkCheckout('pbs', { ...filled, name: 'Jordan\u0000Lee' }).errors).toEqual({
      name: CHECKOUT_MESSAGES.name,
    })
  })
})
