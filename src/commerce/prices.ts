/**
 * The one price table (api.md "Paid services"). Every amount the site charges, shows or e-mails
 * comes from here, in integer cents; the browser never sets a price.
 */
export const CURRENCY = 'usd'

export const SERVICES = {
  eval: { cents: 995, name: 'Hot tub evaluation', leadSource: null, completePath: null },
  consult: { cents: 9900, name: 'Consultation', leadSource: null, completePath: '/complete/consult' },
  pbscheap: { cents: 9900, name: 'Guided buyers service', leadSource: 'Minor PBS', completePath: '/complete/pbs' },
  pbs: { cents: 24900, name: 'Full private buyers service', leadSource: 'Full PBS', completePath: '/complete/pbs' },
} as const

export type ServiceProduct = keyof typeof SERVICES
export const SERVICE_PRODUCTS = Object.keys(SERVICES) as ServiceProduct[]

export const isServiceProduct = (value: unknown): value is ServiceProduct =>
  typeof value === 'string' && Object.hasOwn(SERVICES, value)
