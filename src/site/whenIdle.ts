/** Runs `work` in the browser's next idle moment (soon after, where it cannot say); returns a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(work, 200)
  return () => window.clearTimeout(id)
}
