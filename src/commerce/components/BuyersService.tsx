import './commerce.css'

import type { ReactNode } from 'react'

import { paymentOptions } from '../providers'
import { LazyServiceOffer } from './LazyServiceOffer'

/**
 * The `buyersService` page feature (`/consult`, where `/pbs` and its aliases lead), in the
 * `aroundBody` slot: the page's prose (`children`) as the intro, the Free option, the two levels
 * with Buy Now, the one-off consultation, and the checkout for the chosen one, which hides the intro.
 */
export function BuyersService({ children }: { children: ReactNode }) {
  return (
    <LazyServiceOffer
      intro={children}
      free={{
        href: '/asktheexperts',
        title: 'Ask the experts',
        text:
          'Ask your question in public and our staff answer it ' +
          'once the answer is checked. No charge, no obligation.',
      }}
      levels={['pbscheap', 'pbs']}
      extra="consult"
      options={paymentOptions()}
    />
  )
}
