// Shared by the web server (server.ts) (which writes the header) and src/http/clientAddress.ts (which reads it;
// it repeats these two values, and tests/unit/clientAddress.test.ts checks that they match).

/** Set by our server on every request to the connection's TCP peer address; any client copy is dropped. */
export const PEER_HEADER = 'x-tubwise-peer'

/**
 * A process-wide mark set by our server before Next starts (Next runs in the same process). Without
 * it the site was started some other way (bare `next start`), nobody wrote PEER_HEADER, and a copy
 * in a request came from the client.
 */
export const PEER_HEADER_TRUSTED = Symbol.for('tubwise.peerHeaderTrusted')
