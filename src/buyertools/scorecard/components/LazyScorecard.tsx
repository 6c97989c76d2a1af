'use client'

import dynamic from 'next/dynamic'

// A chunk of its own, fetched only by the page that shows it (as the price check form).
export const LazyScorecard = dynamic(() => import('./Scorecard').then((module) => module.Scorecard))
