'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { useStaffAction } from '@/staff/useStaffAction'

/**
 * In the CRM sync group of a lead or an order: for a failed or held sync, a button that queues it
 * again (POST /api/cms/crm-sync/{collection}/{id}/retry), then reloads the record to show `queued`.
 */
export function CrmRetryButton() {
  const { id, collectionSlug } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields['crm.status']?.value)
  const retry = useStaffAction('The retry')

  if (!id || (status !== 'failed' && status !== 'held')) return null

  return (
    <div className="crm-retry">
      <Button
        buttonStyle="secondary"
        size="small"
        onClick={() => retry.run(`/crm-sync/${collectionSlug}/${id}/retry`)}
        disabled={retry.state.kind === 'busy'}
      >
        {status === 'held' ? 'Sync now' : 'Retry sync'}
      </Button>
      <p role="status" aria-live="polite">
        {retry.state.kind === 'done' ? 'Queued: the sync runs again within a minute.' : ''}
        {retry.state.kind === 'refused' ? retry.state.message : ''}
      </p>
    </div>
  )
}
