'use client'

import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}
const locationQuery = () => window.location.search
// A cached page is the same for every address: the server renders it for no query.
const noQuery = () => ''

/**
 * The page address's query (a shared link, a tool's prefilled link), read in the browser: the server
 * rendered '' and React switches to the real value after hydration without a mismatch. On a client-side
 * navigation the first render still sees the old address; React renders again once Next has written
 * the new one. Key a component on what it reads from it, so its state starts from the link.
 */
export function useLocationQuery(): string {
  return useSyncExternalStore(subscribe, locationQuery, noQuery)
}
