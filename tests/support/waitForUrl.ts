// Polls a URL until it answers 200, or fails once the process that should serve it has exited.

type WaitOptions = {
  /** Settles when the process that should serve `url` exits. */
  exited?: Promise<unknown>
  /** What the error messages call the server. */
  what?: string
  timeoutMs?: number
}

export async function waitForUrl(
  url: string,
  { exited, what = url, timeoutMs = 120_000 }: WaitOptions = {},
): Promise<void> {
  let gone = false
  exited?.then(() => (gone = true))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (gone) throw new Error(`${what} exited before ${url} answered`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: ${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
