'use client'

import { useEffect } from 'react'

/**
 * Marks the page (`<html data-hydrated>`) once React has made it work. The framework's scripts
 * load only after the first screen has painted (scripts/lib/frameworkAfterFirstScreen.mjs), so a
 * page can be on screen well before its buttons answer; browser tests wait for this mark.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
