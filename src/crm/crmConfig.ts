import { env } from '@/platform/settings/env'

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
  const {
    CRM_API_URL,
    CRM_API_TOKEN,
    CRM_LIST_ID,
    CRM_DEAL_PIPELINE,
    CRM_DEAL_STAGE,
    CRM_SOURCE_FIELD_ID,
    CRM_ZIP_FIELD_ID,
  } = env()
  // env() refuses a URL without the rest, so the URL alone says "configured".
  if (!CRM_API_URL || !CRM_API_TOKEN || !CRM_LIST_ID || !CRM_DEAL_PIPELINE || !CRM_DEAL_STAGE) return null
  return {
    client: activeCampaign({ apiUrl: CRM_API_URL, apiToken: CRM_API_TOKEN }),
    listId: CRM_LIST_ID,
    pipeline: CRM_DEAL_PIPELINE,
    stage: CRM_DEAL_STAGE,
    sourceFieldId: CRM_SOURCE_FIELD_ID,
    zipFieldId: CRM_ZIP_FIELD_ID,
  }
}

/** The configured CRM client, or null when none is configured. */
export const crmClient = (): CrmClient | null => crmSettings()?.client ?? null
