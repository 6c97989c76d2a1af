import { vi } from 'vitest'

export type Written = { stream: 'stdout' | 'stderr'; text: string }

/** What the process writes to stdout and stderr, collected instead of printed until `vi.restoreAllMocks()`. */
export function captureOutput(): Written[] {
  const written: Written[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) =>
    Boolean(written.push({ stream: 'stdout', text: String(chunk) })),
  )
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) =>
    Boolean(written.push({ stream: 'stderr', text: String(chunk) })),
  )
  return written
}
