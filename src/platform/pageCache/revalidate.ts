import { revalidateTag } from 'next/cache'

/**
 * Marks cached data stale after an edit. Payload hooks also run outside Next (seed scripts,
 * tests, the CLI), where there is no cache to revalidate; there the call is a no-op.
 */
export function revalidateTagSafely(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store missing/.test(error.message)) {
      throw error
    }
  }
}
