'use client'

import { useCallback, useMemo, useSyncExternalStore } from 'react'

import { BASKET_STORAGE_KEY, type BasketLine } from '../basket'

/** The basket and whether its checkout is open. */
export type StoredBasket = { lines: BasketLine[]; checkingOut: boolean }

const CHANGED = 'tubwise:basket'
const EMPTY: StoredBasket = { lines: [], checkingOut: false }

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange)
  return () => window.removeEventListener(CHANGED, onChange)
}

// Kept in memory too, so the basket works where storage is refused (some private modes).
let current: string | null = null
function readRaw(): string {
  if (current === null) {
    try {
      current = sessionStorage.getItem(BASKET_STORAGE_KEY) ?? ''
    } catch {
      current = ''
    }
  }
  return current
}
// The cached page is the same for everyone: the server always renders an empty basket.
const serverRaw = () => ''

/**
 * The basket, kept in this tab's session storage: it survives a reload (the checkout reloads the page
 * once when a third-party provider needs the checkout's security policy) and nothing leaves the browser.
 * Lines whose sku is no longer on sale are dropped.
 */
export function useStoredBasket(onSale: readonly string[]): [StoredBasket, (next: StoredBasket) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, serverRaw)
  const stored = useMemo(() => parse(raw, onSale), [raw, onSale])
  const save = useCallback((next: StoredBasket) => {
    current = JSON.stringify(next)
    try {
      sessionStorage.setItem(BASKET_STORAGE_KEY, current)
    } catch {
      // Storage refused: the basket lasts until the page is left.
    }
    window.dispatchEvent(new Event(CHANGED))
  }, [])
  return [stored, save]
}

function parse(raw: string, onSale: readonly string[]): StoredBasket {
  try {
    const value = JSON.parse(raw || 'null') as Partial<StoredBasket> | null
    if (!value || !Array.isArray(value.lines)) return EMPTY
    const lines = value.lines.filter(
      (line): line is BasketLine =>
        typeof line?.sku === 'string' &&
        onSale.includes(line.sku) &&
        Number.isInteger(line.quantity) &&
        line.quantity >= 1,
    )
    return { lines, checkingOut: value.checkingOut === true && lines.length > 0 }
  } catch {
    return EMPTY
  }
}
