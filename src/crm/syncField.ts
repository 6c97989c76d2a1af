import type { Field } from 'payload'

export const CRM_SYNC_STATUSES = ['queued', 'held', 'synced', 'failed'] as const
export type CrmSyncStatus = (typeof CRM_SYNC_STATUSES)[number]

/**
 * Where a lead or an order stands with the CRM, shown to staff in the sidebar: queued (a job will
 * run), held (no CRM configured; kept until one is), synced (with the CRM's ids), failed (retries
 * exhausted; staff may retry). Written by the sync jobs only.
 */
export const crmSyncField = ({ deal }: { deal: boolean }): Field => ({
  name: 'crm',
  label: 'CRM sync',
  type: 'group',
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'status',
      type: 'select',
      index: true,
      options: CRM_SYNC_STATUSES.map((value) => ({ value, label: value })),
      access: { update: () => false },
      admin: { readOnly: true },
    },
    {
      name: 'contactId',
      label: 'CRM contact id',
      type: 'text',
      access: { update: () => false },
      admin: { readOnly: true },
    },
    ...(deal
      ? [
          {
            name: 'dealId',
            label: 'CRM deal id',
            type: 'text',
            access: { update: () => false },
            admin: { readOnly: true },
          } satisfies Field,
        ]
      : []),
    {
      name: 'syncedAt',
      label: 'Synced at',
      type: 'date',
      access: { update: () => false },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastError',
      label: 'Last error',
      type: 'textarea',
      access: { update: () => false },
      admin: { readOnly: true },
    },
    // Not stored: staff's button to queue a failed or held sync again.
    {
      name: 'retry',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '@/crm/admin/CrmRetryButton#CrmRetryButton' } },
    },
  ],
})
