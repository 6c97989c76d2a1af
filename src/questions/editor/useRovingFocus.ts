'use client'

import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react'

const ITEM = '[data-roving]'

function itemsIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(ITEM))
}

/**
 * The ARIA toolbar pattern: the toolbar is one Tab stop (the control used last), and the arrow
 * keys, Home and End move between its controls. Controls opt in with a `data-roving` attribute.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const current = useRef(0)

  const apply = useCallback(() => {
    const container = ref.current
    if (!container) return
    const items = itemsIn(container)
    if (current.current >= items.length) current.current = 0
    items.forEach((item, index) => {
      item.tabIndex = index === current.current ? 0 : -1
    })
  }, [])

  // Controls appear and re-render; keep exactly one of them in the Tab order after every render.
  useLayoutEffect(apply)

  const onFocus = useCallback(
    (event: FocusEvent<T>) => {
      const container = ref.current
      const target = event.target
      if (!container || !(target instanceof HTMLElement) || !target.matches(ITEM)) return
      const index = itemsIn(container).indexOf(target)
      if (index >= 0 && index !== current.current) {
        current.current = index
        apply()
      }
    },
    [apply],
  )

  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
    const container = ref.current
    const target = event.target
    if (!container || !(target instanceof HTMLElement) || !target.matches(ITEM)) return
    const items = itemsIn(container)
    const index = items.indexOf(target)
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    items[next]?.focus()
  }, [])

  return { ref, onFocus, onKeyDown }
}
