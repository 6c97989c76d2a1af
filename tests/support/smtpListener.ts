// A real SMTP server on 127.0.0.1 that keeps what it receives: the tests' listener
// (tests/support/smtpListener.ts re-exports it) and the load benchmark's.
import { SMTPServer } from 'smtp-server'

/** @typedef {{ from: string; to: string[]; raw: string }} ReceivedMail */

/**
 * Listens on `port`; `stop()` and `start()` on the same port simulate an outage.
 * @param {number} port
 * @param {(mail: ReceivedMail) => void} [onMail]
 */
export function smtpListener(port, onMail) {
  /** @type {ReceivedMail[]} */
  const received = []
  /** @type {SMTPServer | undefined} */
  let server

  /** @returns {Promise<void>} */
  const start = () =>
    new Promise((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          /** @type {Buffer[]} */
          const chunks = []
          stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk))
          stream.on('end', () => {
            const mail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              // Undo quoted-printable soft line breaks so assertions can read the body.
              raw: Buffer.concat(chunks)
                .toString('utf8')
                .replace(/=\r?\n/g, ''),
            }
            received.push(mail)
            onMail?.(mail)
            callback()
          })
        },
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server?.off('error', reject)
        // A client that dies mid-session (an app server killed by the load benchmark) resets its
        // connection; that ends the session, not the listener.
        server?.on('error', () => undefined)
        resolve()
      })
    })

  /** @returns {Promise<void>} */
  const stop = () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))

  return { received, start, stop }
}
