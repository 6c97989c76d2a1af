// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { Checkout } from '@/commerce/components/Checkout'
import type { PaymentOptions } from '@/commerce/providers'
import { CHECKOUT_MESSAGES } from '@/commerce/schemas'
import { ShopCheckout } from '@/commerce/shop/components/ShopCheckout'
import { SHOP_MESSAGES } from '@/commerce/shop/schemas'

import { reactRoot } from '../../support/reactRoot'

const { apiFetch } = vi.hoisted(() => ({ apiFetch: vi.fn() }))
vi.mock('@/platform/http/clientFetch', () => ({ apiFetch }))
// The payment area is a chunk of its own; here it only says which intent it was given.
vi.mock('next/dynamic', () => ({
  default: () => (props: { intent: unknown }) =>
    createElement('p', { 'data-payment': '' }, `paying with ${JSON.stringify(props.intent)}`),
}))

const CARD: PaymentOptions = { card: 'demo', wallet: null, stripePublishableKey: null, paypalClientId: null }
const WALLET_ONLY: PaymentOptions = { card: null, wallet: 'paypal', stripePublishableKey: null, paypalClientId: 'id' }
const NONE: PaymentOptions = { card: null, wallet: null, stripePublishableKey: null, paypalClientId: null }
const INTENT = {
  orderId: 'o-1',
  provider: 'demo',
  amount: 9900,
  currency: 'usd',
  client_secret: 'secret',
  paymentIntentId: 'pi-1',
}

const { container, render, field, type, button } = reactRoot()
beforeEach(() => apiFetch.mockReset())

const press = (label: string) => act(async () => button(label)!.click())
const text = () => container().textContent ?? ''
const payment = () => container().querySelector('[data-payment]')?.textContent ?? null

describe('a service checkout', () => {
  it('shows every message on an invalid Continue and sends nothing', async () => {
    render(createElement(Checkout, { product: 'consult', options: CARD }))
    await press('Continue')
    expect(text()).toContain(CHECKOUT_MESSAGES.incomplete)
    for (const message of [CHECKOUT_MESSAGES.name, CHECKOUT_MESSAGES.phone, CHECKOUT_MESSAGES.email]) {
      expect(text()).toContain(message)
    }
    expect(apiFetch).not.toHaveBeenCalled()
    expect(payment()).toBeNull()
  })

  it('asks the server for the order and payment, locks the details until Change', async () => {
    apiFetch.mockResolvedValue({ ok: true, status: 201, data: INTENT })
    render(createElement(Checkout, { product: 'consult', options: CARD }))
    type('Name', 'Casey Buyer')
    type('Phone', '555 010 0199')
    type('E-mail', 'casey@example.com')
    await press('Continue')
    expect(apiFetch).toHaveBeenCalledWith('/api/ecomm/create-payment-intent', {
      body: { product: 'consult', name: 'Casey Buyer', phone: '555 010 0199', email: 'casey@example.com' },
    })
    expect(payment()).toBe(`paying with ${JSON.stringify(INTENT)}`)
    expect((field('Name') as HTMLInputElement).readOnly).toBe(true)
    await press('Change my details')
    expect((field('Name') as HTMLInputElement).readOnly).toBe(false)
    expect(payment()).toBeNull()
  })

  it('asks no phone for the evaluation; PayPal alone opens the payment area without asking the server', async () => {
    render(createElement(Checkout, { product: 'eval', options: WALLET_ONLY }))
    expect(field('Phone')).toBeNull()
    type('Name', 'Casey Buyer')
    type('E-mail', 'casey@example.com')
    await press('Continue')
    expect(apiFetch).not.toHaveBeenCalled()
    expect(payment()).toBe('paying with null')
  })

  it('says so when no payment is available', () => {
    render(createElement(Checkout, { product: 'eval', options: NONE }))
    expect(text()).toContain('Online payment is not available right now.')
    expect(container().querySelector('form')).toBeNull()
  })
})

describe('the shop checkout', () => {
  const items = [{ sku: 'BEC-16', quantity: 2 }]
  const fillIn = () => {
    type('Name', 'Casey Buyer')
    type('E-mail', 'casey@example.com')
    type('Street address', '1 Main St')
    type('City', 'Austin')
    type('State', 'TX')
    type('ZIP code', '78701')
  }

  it('sends the basket and where to ship it, and shows the server totals above the payment', async () => {
    const totals = { lines: [], subTotal: 4990, tax: 412, total: 5402 }
    apiFetch.mockResolvedValue({ ok: true, status: 201, data: { ...INTENT, ...totals } })
    render(createElement(ShopCheckout, { items, options: CARD }))
    await press('Continue')
    expect(text()).toContain(SHOP_MESSAGES.incomplete)
    expect(apiFetch).not.toHaveBeenCalled()
    fillIn()
    await press('Continue')
    expect(apiFetch).toHaveBeenCalledWith('/api/ecomm/create-payment-intent', {
      body: {
        items,
        name: 'Casey Buyer',
        email: 'casey@example.com',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        zip: '78701',
      },
    })
    expect(container().querySelector('.shop-summary')).not.toBeNull()
    expect(payment()).toContain('"orderId":"o-1"')
    expect((field('State') as HTMLSelectElement).disabled).toBe(true)
    expect((field('City') as HTMLInputElement).readOnly).toBe(true)
  })

  it('with PayPal alone, says PayPal shows the total', async () => {
    render(createElement(ShopCheckout, { items, options: WALLET_ONLY }))
    fillIn()
    await press('Continue')
    expect(apiFetch).not.toHaveBeenCalled()
    expect(text()).toContain('PayPal shows your total with tax before you pay.')
    expect(payment()).toBe('paying with null')
  })
})
