// The first-tap part of `npm run bench:pages`: every control of every page, on each server in turn
// within a run (the site as served, then plain `next start`), so a busy moment of the machine falls
// on both; then each page left untouched for its JavaScript.
import { launchBrowser, recordRequests, timeFirstTap } from './firstTap.mjs'
import { controlsOf } from './firstTapControls.mjs'
import { median, scriptBytesWithin, tapRow } from './firstTapFigures.mjs'

const said = (result) => {
  if (result.ms == null) return `unanswered: ${result.error}`
  const ready = result.readyMs != null ? `, form ready ${Math.round(result.readyMs)} ms` : ''
  return `${Math.round(result.ms)} ms${ready}${result.error ? ` (${result.error})` : ''}`
}

/**
 * `servers`: `[{ name: 'served' | 'plain', baseUrl, warmUp(url) }]`. Resolves with a row per page and
 * control (`{ page, control, served, plain, runs }`) and a row per page of JavaScript bytes.
 */
export async function runFirstTaps({ servers, pages, runs, log }) {
  const browser = await launchBrowser()
  const rows = []
  const scriptRows = []
  try {
    for (const page of pages) {
      for (const server of servers) await server.warmUp(new URL(page, server.baseUrl).href)
      for (const control of controlsOf(page)) {
        const byServer = Object.fromEntries(servers.map((server) => [server.name, []]))
        for (let run = 1; run <= runs; run++) {
          for (const server of servers) {
            const result = await timeFirstTap(browser, new URL(page, server.baseUrl).href, control)
            log(`first tap, ${server.name} ${page}: ${control.label} (run ${run} of ${runs}): ${said(result)}`)
            byServer[server.name].push(result)
          }
        }
        const { id, label, target } = control
        rows.push({
          page,
          control: { id, label, target },
          served: tapRow(byServer.served),
          plain: byServer.plain ? tapRow(byServer.plain) : null,
          runs: byServer,
        })
      }
      const bytes = Object.fromEntries(servers.map((server) => [server.name, []]))
      for (let run = 1; run <= runs; run++) {
        for (const server of servers) {
          const requests = await recordRequests(browser, new URL(page, server.baseUrl).href)
          bytes[server.name].push(scriptBytesWithin(requests))
          log(
            `JavaScript, ${server.name} ${page} (run ${run} of ${runs}): ` +
              `${(bytes[server.name].at(-1) / 1024).toFixed(1)} KiB within 10 s`,
          )
        }
      }
      const row = (name) => (bytes[name] ? { bytes: median(bytes[name]), runs: bytes[name] } : null)
      scriptRows.push({ page, served: row('served'), plain: row('plain') })
    }
  } finally {
    await browser.close()
  }
  return { rows, scriptRows }
}
