import fs from 'node:fs'

import { smtpListener } from '../smtpListener'
import { E2E_SMTP_PORT, MAILBOX_FILE } from './mailbox'

/** A real SMTP server for the site under test; what it receives goes to the mailbox file. */
export default async function globalSetup() {
  fs.rmSync(MAILBOX_FILE, { force: true })
  const listener = smtpListener(E2E_SMTP_PORT, (mail) => fs.appendFileSync(MAILBOX_FILE, `${JSON.stringify(mail)}\n`))
  await listener.start()
  return () => listener.stop()
}
