// Debian's Chromium, never a downloaded browser, with the flags that keep it off the network
// (this machine reaches only the npm registry). Shared by the e2e tests and the page benchmark.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP accounts.google.com ~NOTFOUND',
]
