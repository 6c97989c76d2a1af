'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}
let arrivedWith: string | undefined
/** The query string the page was opened with; what the page writes later with `replaceState` is not read back. */
const arrivalQuery = () => (arrivedWith ??= window.location.search)
// A cached page is the same for every address: the server renders it for no query.
const noQuery = () => ''

/**
 * The query a visitor arrived with (a shared link, a tool's prefilled link), read in the browser
 * after hydration: the server rendered '' and React switches to the real value without a mismatch.
 * Key a component on what it reads from it, so its state starts from the link.
 */
export function useArrivalQuery(): string {
  return useSyncExternalStore(subscribeToNothing, arrivalQuery, noQuery)
}
