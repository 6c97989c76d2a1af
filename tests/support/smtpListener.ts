// A real SMTP server on 127.0.0.1 that keeps what it receives: the tests' listener and the load
// benchmark's (lab/bench-load.mjs).
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

export type SmtpListener = {
  received: ReceivedMail[]
  start: () => Promise<void>
  stop: () => Promise<void>
}

/** Listens on `port`; `stop()` and `start()` on the same port simulate an outage. */
export function smtpListener(port: number, onMail?: (mail: ReceivedMail) => void): SmtpListener {
  const received: ReceivedMail[] = []
  let server: SMTPServer | undefined

  const start = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const listening = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
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
      server = listening
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', () => {
        listening.off('error', reject)
        // A client that dies mid-session (an app server killed by the load benchmark) resets its
        // connection; that ends the session, not the listener.
        listening.on('error', () => undefined)
        resolve()
      })
    })

  const stop = (): Promise<void> => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))

  return { received, start, stop }
}
