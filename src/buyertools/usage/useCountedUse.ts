'use client'

import { useEffect, useRef } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'

import type { BuyerToolId } from '@/site/buyerTools'

/**
 * Counts one use of `tool` the first time `hasResult` turns true in this page view: sent after the
 * result has shown, never awaited, and its failure ignored (a lost count must not disturb the visitor).
 */
export function useCountedUse(tool: BuyerToolId, hasResult: boolean): void {
  const counted = useRef(false)
  useEffect(() => {
    if (!hasResult || counted.current) return
    counted.current = true
    void apiFetch('/api/tools/used', { body: { tool } })
  }, [tool, hasResult])
}
