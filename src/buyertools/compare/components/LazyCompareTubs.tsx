'use client'

import dynamic from 'next/dynamic'

// A chunk of its own, fetched only by the page that shows it (as the price check form).
export const LazyCompareTubs = dynamic(() => import('./CompareTubs').then((module) => module.CompareTubs))
