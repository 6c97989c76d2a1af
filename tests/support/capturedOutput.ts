import { afterEach, beforeEach, vi } from 'vitest'

export type Written = { stream: 'stdout' | 'stderr'; text: string }

/** What the process writes to stdout and stderr, collected instead of printed until `vi.restoreAllMocks()`. */
export function captureOutput(written: Written[] = []): Written[] {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) =>
    Boolean(written.push({ stream: 'stdout', text: String(chunk) })),
  )
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) =>
    Boolean(written.push({ stream: 'stderr', text: String(chunk) })),
  )
  return written
}

/**
 * Each test of the block collects its own output in the list returned (emptied before it); after
 * it, the mocks and the stubbed environment are restored.
 */
export function captureOutputOfEachTest(): Written[] {
  const written: Written[] = []
  beforeEach(() => {
    written.length = 0
    captureOutput(written)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })
  return written
}
