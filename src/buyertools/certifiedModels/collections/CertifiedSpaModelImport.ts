import type { GlobalConfig } from 'payload'

import { allowRoles } from '@/staff/access'

const count = (name: string, label: string) =>
  ({ name, label, type: 'number', min: 0, admin: { readOnly: true } }) as const

/**
 * The last import of the CEC's list: when (the public search answers it as `importedOn`), from which file,
 * and what it changed. Written only by the import, in the same unit of work as the models.
 */
export const CertifiedSpaModelImport: GlobalConfig = {
  slug: 'certified-spa-model-import',
  label: 'Last certified model import',
  admin: {
    group: 'Buyer tools',
    description: 'Written by the Import box above the certified spa models; nobody edits it.',
  },
  access: { read: allowRoles('editor'), update: () => false },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'importedAt',
          label: 'Imported at',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'fileName', label: 'File', type: 'text', maxLength: 200, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        count('added', 'Added'),
        count('updated', 'Updated'),
        count('unchanged', 'Unchanged'),
        count('notInFile', 'Kept, not in the file'),
        count('refusedRows', 'Rows refused'),
      ],
    },
  ],
}
