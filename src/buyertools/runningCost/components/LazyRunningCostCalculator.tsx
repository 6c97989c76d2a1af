'use client'

import dynamic from 'next/dynamic'

// As the price check form: imported through here, the calculator, its model and its zod rule are a
// chunk of their own, fetched only by the page that shows it.
export const LazyRunningCostCalculator = dynamic(() =>
  import('./RunningCostCalculator').then((module) => module.RunningCostCalculator),
)
