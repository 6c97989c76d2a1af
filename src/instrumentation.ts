import type { Instrumentation } from 'next'

/**
 * Runs once when a server starts, the composition root of its start-up: initialise Payload at once and
 * start the job runner, so mail queued before a crash or restart goes out without waiting for a visitor;
 * and give the proxy its alias-redirect lookup.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // Validate the configuration first: a bad variable stops the server with a clear message.
    ;(await import('./platform/settings/env')).env()
    const { getPayloadClient } = await import('./payloadClient')
    const { registerAliasRedirects } = await import('./content/server/aliasRedirects')
    const { startAppServerJobRunner } = await import('./platform/jobs/jobRunner')
    registerAliasRedirects(getPayloadClient)
    startAppServerJobRunner(await getPayloadClient())
  }
}

/** Every server error Next catches goes to the site's log, with the request's id (src/platform/log/log.ts). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./platform/log/requestErrorLog')
  await logRequestError(error, request, context)
}
