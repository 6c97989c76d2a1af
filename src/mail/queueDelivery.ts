import type { Payload, PayloadRequest } from 'payload'

export const MAIL_QUEUE = 'mail'

/** Puts one outbox message in the delivery job's queue. */
export async function queueDelivery(payload: Payload, outboxId: number | string, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({
    task: 'deliverMail',
    queue: MAIL_QUEUE,
    input: { outboxId: String(outboxId) },
    req,
  })
}
