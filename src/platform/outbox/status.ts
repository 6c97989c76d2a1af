/**
 * queued: waiting for the delivery job; retrying: an attempt failed and another is scheduled;
 * sent: the SMTP server accepted it; held: no SMTP server is configured, kept for staff to read;
 * failed: every attempt failed.
 */
export const OUTBOX_STATUSES = ['queued', 'retrying', 'sent', 'held', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]
