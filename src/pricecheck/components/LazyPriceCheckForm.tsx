'use client'

import dynamic from 'next/dynamic'

// Every post page is one route, and the route's first load carries every client component its
// server components import. Imported through here, the form and its zod rule are a chunk of their
// own, fetched only by a page that renders the form.
export const LazyPriceCheckForm = dynamic(() => import('./PriceCheckForm').then((module) => module.PriceCheckForm))
