'use client'

import { useCallback, useSyncExternalStore } from 'react'

/** Fired after our own `pushState`, which (unlike Back and Forward) sends no `popstate`. */
const CHANGED = 'tubwise:buy-param'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

const readBuy = () => new URLSearchParams(window.location.search).get('buy') ?? ''
// The cached page is the same for every query string: the server always renders the offer.
const serverBuy = () => ''

/**
 * `?buy=` of the checkout pages: which level the visitor is buying, so Back and a shared link work.
 * Read in the browser (the page itself is cached and never sees the query) and written with
 * `history.pushState`, which Next's router picks up; Back and Forward then move between the offer
 * and the checkout without a reload.
 */
export function useBuyParam(): [string, (next: string | null) => void] {
  const buy = useSyncExternalStore(subscribe, readBuy, serverBuy)
  const setBuy = useCallback((next: string | null) => {
    const url = new URL(window.location.href)
    if (next) url.searchParams.set('buy', next)
    else url.searchParams.delete('buy')
    window.history.pushState(null, '', url)
    window.dispatchEvent(new Event(CHANGED))
  }, [])
  return [buy, setBuy]
}
