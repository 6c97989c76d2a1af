import type { Payload } from 'payload'

import { seedDemoListOnce } from '@/site/seedOnce'

/** The enzyme treatment our review tested (an invented name, as in the review), in two sizes. Prices in cents. */
const DEMO_PRODUCTS = [
  { sku: 'BEC-16', size: '16 fl oz', price: 2495, dose: 'One bottle lasted about 3 months in our test tub.' },
  { sku: 'BEC-32', size: '32 fl oz', price: 3995, dose: 'Twice the small bottle: about 6 months of regular doses.' },
].map(({ dose, ...product }) => ({
  ...product,
  name: 'Bramblewood Enzyme Clarifier',
  // What it is, for the water-care calculator's optional box (staff change it under "Water-care chemical").
  chemical: 'enzyme' as const,
  shortDescription:
    `The liquid enzyme treatment we tested in our review: a measured dose on a schedule ` +
    `and after each refill cuts chlorine use, the chemical smell and filter gunk. ${dose}`,
  active: true,
}))

const SEEDED = 'spa-products:demo catalogue'

/**
 * Creates the demo spa products once, on a database that never had them; an existing catalogue
 * (staff's) is left alone, and one staff emptied stays empty. No tax rates: none is charged until
 * staff add one.
 */
export function seedSpaProducts(payload: Payload): Promise<string> {
  return seedDemoListOnce(payload, {
    collection: 'spa-products',
    record: SEEDED,
    noun: 'products',
    items: DEMO_PRODUCTS,
  })
}
