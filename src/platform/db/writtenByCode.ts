import type { Access, CollectionConfig } from 'payload'

const nobody: Access = () => false

/**
 * The access of a collection only the code writes (a ledger, counts, sign-ups kept by their own flow):
 * nobody creates or edits a row by hand, `read` may see them, `remove` may delete them (nobody unless given).
 */
export const writtenByCode = (read: Access, remove: Access = nobody): CollectionConfig['access'] => ({
  read,
  create: nobody,
  update: nobody,
  delete: remove,
})
