/**
 * Runs once when a server starts: initialise Payload at once, which starts the job runner,
 * so mail queued before a crash or restart goes out without waiting for a visitor; and give the
 * proxy its alias-redirect lookup.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // Validate the configuration first: a bad variable stops the server with a clear message.
    ;(await import('./server/env')).env()
    const { getPayloadClient } = await import('./server/payload')
    const { registerAliasRedirects } = await import('./content/server/aliasRedirects')
    registerAliasRedirects(getPayloadClient)
    await getPayloadClient()
  }
}
