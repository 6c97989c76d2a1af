'use client'

import { useEffect, useState } from 'react'

/** Site-spec section 9: the spinner's default show delay. A quick answer never flashes it. */
export const SPINNER_DELAY_MS = 10

type Props = { active: boolean; label: string; delayMs?: number }

/**
 * A busy indicator: while `active`, a spinning wheel and its label for screen readers appear after
 * `delayMs`. The status region stays in the page so assistive technology announces the label.
 */
export function Spinner({ active, label, delayMs = SPINNER_DELAY_MS }: Props) {
  const [delayPassed, setDelayPassed] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setDelayPassed(true), delayMs)
    return () => {
      clearTimeout(timer)
      setDelayPassed(false)
    }
  }, [active, delayMs])
  const shown = active && delayPassed
  return (
    <span className="spinner" role="status">
      {shown ? (
        <>
          <span className="spinner__wheel" aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </>
      ) : null}
    </span>
  )
}
