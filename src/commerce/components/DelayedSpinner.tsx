'use client'

import { useEffect, useState } from 'react'

/** The spec's spinner show delay: a quick answer never flashes a spinner. */
export const SPINNER_DELAY_MS = 10

/** A busy indicator that appears only after `delay` ms, announced politely to screen readers. */
export function DelayedSpinner({ label, delay = SPINNER_DELAY_MS }: { label: string; delay?: number }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delay)
    return () => window.clearTimeout(timer)
  }, [delay])
  if (!shown) return null
  return (
    <p className="checkout-spinner" role="status">
      <span className="checkout-spinner__wheel" aria-hidden="true" />
      {label}
    </p>
  )
}
