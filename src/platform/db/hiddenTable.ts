import type { Access, CollectionConfig } from 'payload'

import { writtenByCode } from './writtenByCode'

/**
 * A table only the code writes, kept out of the admin: nobody creates or edits a row by hand; `staffOnly` may
 * read and clear it (who that is, the caller says: the platform knows no staff roles).
 */
export const hiddenTable = ({
  staffOnly,
  ...table
}: Pick<CollectionConfig, 'slug' | 'labels' | 'fields' | 'timestamps'> & { staffOnly: Access }): CollectionConfig => ({
  ...table,
  admin: { hidden: true },
  access: writtenByCode(staffOnly, staffOnly),
})
