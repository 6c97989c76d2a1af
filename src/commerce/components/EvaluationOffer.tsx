import './commerce.css'

import type { ReactNode } from 'react'

import { paymentOptions } from '../providers'
import { LazyServiceOffer } from './LazyServiceOffer'

/**
 * The `evaluationOffer` page feature (`/hot_tub_evaluation`), in the `aroundBody` slot: the page's
 * prose (`children`), the free price check as the alternative, the 9.95 evaluation with Buy Now,
 * and its checkout (no phone).
 */
export function EvaluationOffer({ children }: { children: ReactNode }) {
  return (
    <LazyServiceOffer
      intro={children}
      free={{
        href: '/price-check',
        title: 'Free price check',
        text: 'Only want to know whether the price is fair? Send us the quote and we reply within 24-48 hours.',
      }}
      levels={['eval']}
      options={paymentOptions()}
    />
  )
}
