'use client'

import { useEffect } from 'react'

/**
 * Marks the page (`<html data-hydrated>`) once React has made it work. The framework's scripts run
 * only at the visitor's first touch, click or key (src/webServer/frameworkAfterFirstScreen.ts): its
 * loader presses a button pressed before then again on this mark, and browser tests wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
