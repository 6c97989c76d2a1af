'use client'

import { EmailField, NameField, ZipField } from '@/site/forms/PersonFields'
import { SelectField } from '@/site/forms/SelectField'
import { TextField } from '@/site/forms/TextField'
import { US_STATES } from '@/site/usStates'

import { CheckoutForm, PAYMENT_NOT_AVAILABLE, useCheckout } from '../../components/CheckoutForm'
import { type CardIntent, shopPurchase } from '../../components/purchaseSteps'
import type { PaymentOptions } from '../../providers'
import type { BasketLine } from '../basket'
import { SHOP_MESSAGES } from '../schemas'
import { checkShipping, type ShippingField, type ShopOrder } from '../shippingForm'
import { SHIP_COUNTRY } from '../shipCountry'
import { OrderSummary, type ServerTotals } from './OrderSummary'

const STATE_CHOICES = [
  { value: '', label: 'Choose your state' },
  ...Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: name })),
]

/** `201` of `create-payment-intent` for a basket: the card payment and the server's own lines and totals. */
type ShopIntent = CardIntent & ServerTotals

/**
 * The shop's checkout for the basket: where to ship it, then the order and its payment (`useCheckout`),
 * with the server's lines, tax and total above the payment area the services use.
 */
export function ShopCheckout({ items, options }: { items: BasketLine[]; options: PaymentOptions }) {
  const checkout = useCheckout<ShippingField, ShopOrder, ShopIntent>(
    { name: '', email: '', address: '', city: '', state: '', zip: '' },
    options,
  )
  const check = checkShipping(items, checkout.values)
  const { id, paying, locked } = checkout
  const field = (name: ShippingField) => checkout.field(name, check.errors)
  const textField = (name: ShippingField) => ({ ...field(name), readOnly: locked })

  if (!options.card && !options.wallet) {
    return <p className="checkout__unavailable">{PAYMENT_NOT_AVAILABLE}</p>
  }

  return (
    <section className="checkout shop-checkout" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Where should we send it?</h3>
      <CheckoutForm
        checkout={checkout}
        label="Shipping details"
        onSubmit={(event) =>
          checkout.proceed(event, check.order, check.errors.items ?? SHOP_MESSAGES.incomplete, check.order)
        }
        changeLabel="Change the shipping details"
        busyLabel="Working out your total…"
        purchase={paying ? shopPurchase(paying.order) : null}
        options={options}
        summary={
          paying?.intent ? (
            <OrderSummary totals={paying.intent} />
          ) : (
            <p className="checkout__notice">PayPal shows your total with tax before you pay.</p>
          )
        }
      >
        <NameField autoComplete="shipping name" {...textField('name')} />
        <EmailField {...textField('email')} />
        <TextField label="Street address" autoComplete="shipping street-address" {...textField('address')} />
        <TextField label="City" autoComplete="shipping address-level2" {...textField('city')} />
        <SelectField
          label="State"
          autoComplete="shipping address-level1"
          disabled={locked}
          choices={STATE_CHOICES}
          {...field('state')}
        />
        <TextField
          id={`${id}-country`}
          label="Country"
          hint={SHOP_MESSAGES.country}
          value={SHIP_COUNTRY.name}
          readOnly
        />
        <ZipField label="ZIP code" autoComplete="shipping postal-code" {...textField('zip')} />
      </CheckoutForm>
    </section>
  )
}
