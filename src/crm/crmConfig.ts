import { settingsGroup } from '@/platform/settings/settingsGroup'

import { activeCampaign } from './activeCampaign'
import type { CrmClient } from './CrmClient'

export type CrmSettings = {
  client: CrmClient
  listId: string
  pipeline: string
  stage: string
  sourceFieldId?: string
  zipFieldId?: string
}

/** The configured CRM and where records go in it; null while none is configured (syncs are held). */
export function crmSettings(): CrmSettings | null {
  const crm = settingsGroup(
    {
      apiUrl: 'CRM_API_URL',
      apiToken: 'CRM_API_TOKEN',
      listId: 'CRM_LIST_ID',
      pipeline: 'CRM_DEAL_PIPELINE',
      stage: 'CRM_DEAL_STAGE',
    },
    { sourceFieldId: 'CRM_SOURCE_FIELD_ID', zipFieldId: 'CRM_ZIP_FIELD_ID' },
  )
  if (!crm) return null
  const { apiUrl, apiToken, ...where } = crm
  return { client: activeCampaign({ apiUrl, apiToken }), ...where }
}

/** The configured CRM client, or null when none is configured. */
export const crmClient = (): CrmClient | null => crmSettings()?.client ?? null
