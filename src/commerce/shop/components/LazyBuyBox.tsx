'use client'

import dynamic from 'next/dynamic'

// A chunk of its own, fetched only by the page that shows the shop (see LazyPriceCheckForm).
export const LazyBuyBox = dynamic(() => import('./BuyBox').then((module) => module.BuyBox))
