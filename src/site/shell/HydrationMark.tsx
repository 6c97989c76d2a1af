'use client'

import { useEffect } from 'react'

/**
 * Marks the page (`<html data-hydrated>`) once React has made it work. The framework's scripts run
 * after the first screen is painted (src/platform/webServer/frameworkAfterFirstScreen.ts): its loader presses
 * a button pressed before then again on this mark, and browser tests wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
