import { describe, expect, it } from 'vitest'

import { SHOP_MESSAGES } from '@/commerce/shop/schemas'
import { checkShipping } from '@/commerce/shop/shippingForm'

const items = [
  { sku: 'BEC-16', quantity: 2 },
  { sku: 'BEC-32', quantity: 1 },
]
const filled = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  address: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
}

describe('the shipping form rule (the server schema on the body the form sends)', () => {
  it('gives each empty field its own message', () => {
    const check = checkShipping(items, { name: '', email: '', address: '', city: '', state: '', zip: '' })
    expect(check.ok).toBe(false)
    expect(check.errors).toEqual({
      name: SHOP_MESSAGES.name,
      email: SHOP_MESSAGES.email,
      address: SHOP_MESSAGES.address,
      city: SHOP_MESSAGES.city,
      state: SHOP_MESSAGES.state,
      zip: SHOP_MESSAGES.zip,
    })
  })

  it('accepts a complete form and hands back the order as the server takes it, shipped to the US', () => {
    const check = checkShipping(items, { ...filled, name: '  Jordan Lee ', zip: '62701-1234' })
    expect(check).toEqual({ ok: true, order: { items, ...filled, zip: '62701-1234', country: 'US' }, errors: {} })
  })

  it('refuses a bad ZIP, an unknown state and a basket the server would refuse, with its own sentence', () => {
    expect(checkShipping(items, { ...filled, zip: '1234' }).errors).toEqual({ zip: SHOP_MESSAGES.zip })
    expect(checkShipping(items, { ...filled, state: 'ZZ' }).errors).toEqual({ state: SHOP_MESSAGES.state })
    expect(checkShipping([], filled).errors).toEqual({ items: SHOP_MESSAGES.items })
    expect(checkShipping([{ sku: 'BEC-16', quantity: 13 }], filled).errors).toEqual({ items: SHOP_MESSAGES.quantity })
  })
})
