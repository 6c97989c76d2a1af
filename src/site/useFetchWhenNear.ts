'use client'

import { type RefObject, useEffect } from 'react'

import { whenIdle } from './whenIdle'

/**
 * Fetches a lazily loaded part (`load`, its `import()`) in an idle moment once `element` (the button
 * that opens it) comes near the screen, so the part is there when the button is tapped instead of
 * being fetched by the tap. A failed fetch is left to the tap, which asks again.
 */
export function useFetchWhenNear(element: RefObject<Element | null>, load: () => Promise<unknown>) {
  useEffect(() => {
    const target = element.current
    if (!target) return
    let cancel = () => {}
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        cancel = whenIdle(() => void load().catch(() => undefined))
      },
      { rootMargin: '50% 0px' },
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
      cancel()
    }
  }, [element, load])
}
