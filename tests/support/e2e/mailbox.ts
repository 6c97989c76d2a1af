import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { ReceivedMail } from '../smtpListener'

/**
 * The end-to-end run's SMTP listener (started in globalSetup, where the site's SMTP_URL points)
 * writes each message it receives to this file, one JSON line each, so tests in the worker
 * processes can read what the site really sent.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125)
export const MAILBOX_FILE = path.join(os.tmpdir(), `tubwise-e2e-mailbox-${E2E_SMTP_PORT}.jsonl`)

export function receivedMail(): ReceivedMail[] {
  if (!fs.existsSync(MAILBOX_FILE)) return []
  return fs
    .readFileSync(MAILBOX_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
}

/** A message as written: quoted-printable soft breaks joined and its bytes decoded. */
export const decodedMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
