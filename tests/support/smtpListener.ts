import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `stop()` and `start()` on the
 * same port simulate an outage.
 */
export function smtpListener(port: number, onMail?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = []
  let server: SMTPServer | undefined

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
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
              raw: Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, ''),
            }
            received.push(mail)
            onMail?.(mail)
            callback()
          })
        },
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })

  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))

  return { received, start, stop }
}
