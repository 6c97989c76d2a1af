import type { ServiceProduct } from '../prices'

/** What each service is, in one line for its offer card; names and prices come from the price table. */
export const OFFER_TEXT: Record<ServiceProduct, string> = {
  eval:
    'Send us the quote and the tub you are offered. We tell ' +
    'you in writing whether it is a good tub and a fair deal.',
  consult:
    'One phone call with our staff about your needs, your shortlist and the quotes you have. Nothing more to buy.',
  pbscheap:
    'A phone consultation and a market analysis of the tubs sold near you. You do the legwork; we check your thinking.',
  pbs:
    'Everything in the guided service, then the shortlist, build checks, offer ' +
    'comparison, negotiation and paperwork with you until the tub is running.',
}
