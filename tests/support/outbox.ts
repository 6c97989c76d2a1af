import type { Payload } from 'payload'

/** The outbox's messages to one address, oldest first (a test sends fewer than 100). */
export const outboxTo = async (payload: Payload, to: string) => {
  const where = { to: { equals: to } }
  return (await payload.find({ collection: 'outbox', where, sort: 'id', limit: 100, overrideAccess: true })).docs
}

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
