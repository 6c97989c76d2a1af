/**
 * The CRM as the sync jobs see it: three calls, whichever CRM answers them. Every call takes the
 * job's idempotency key, so a call repeated after a lost answer does not act twice. A call the CRM
 * could not take now throws `RetryLaterError` (src/platform/http/outboundJson.ts); one it refused throws
 * `CrmRefusedError` with the CRM's own words.
 */
export type CrmContact = {
  email: string
  firstName: string
  lastName: string
  phone: string
  /** Custom field values by the CRM's field id. */
  fieldValues: { field: string; value: string }[]
}

export type CrmDeal = {
  title: string
  contactId: string
  /** In cents. */
  value: number
  currency: string
  pipeline: string
  stage: string
}

export interface CrmClient {
  /** Creates the contact, or updates the one with this e-mail address: never two for one address. Answers its id. */
  upsertContact(contact: CrmContact, idempotencyKey: string): Promise<string>
  addToList(contactId: string, listId: string, idempotencyKey: string): Promise<void>
  /** Answers the deal's id. */
  createDeal(deal: CrmDeal, idempotencyKey: string): Promise<string>
}

/** The CRM refused a call (a 4xx other than 429): trying again would not help. */
export class CrmRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CrmRefusedError'
  }
}
