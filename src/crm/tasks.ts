import type { TaskConfig } from 'payload'

export const CRM_QUEUE = 'crm'

/** CONTRACT (being built): upserts a lead's contact in the CRM and adds it to the list. */
export const syncLeadTask: TaskConfig<'crmSyncLead'> = {
  slug: 'crmSyncLead',
  label: 'Sync a lead to the CRM',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  handler: async () => {
    throw new Error('crmSyncLead is not built yet')
  },
}

/** CONTRACT (being built): a paid order's deal on its buyer's contact. */
export const syncOrderTask: TaskConfig<'crmSyncOrder'> = {
  slug: 'crmSyncOrder',
  label: 'Sync a paid order to the CRM as a deal',
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  handler: async () => {
    throw new Error('crmSyncOrder is not built yet')
  },
}
