// Runs an ES module while holding Node's event loop open. Loading Payload waits on work in native
// threads that does not count as pending for Node, which would otherwise end the process early
// (exit code 13, "unsettled top-level await").
import { pathToFileURL } from 'node:url'

const keepAlive = setInterval(() => undefined, 1_000)
// The script sees its arguments where it would if Node ran it directly: process.argv.slice(2).
const script = process.argv[2]
process.argv.splice(1, 1)
try {
  await import(pathToFileURL(script).href)
} finally {
  clearInterval(keepAlive)
}
