'use client'

import dynamic from 'next/dynamic'

// A chunk of its own, fetched only by the pages that sell a service (see LazyPriceCheckForm).
export const LazyServiceOffer = dynamic(() => import('./ServiceOffer').then((module) => module.ServiceOffer))
