import type { Payload } from 'payload'

/** The outbox's messages of one template, newest first. */
export const outboxOf = async (payload: Payload, template: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { template: { equals: template } },
      sort: '-id',
      overrideAccess: true,
    })
  ).docs
