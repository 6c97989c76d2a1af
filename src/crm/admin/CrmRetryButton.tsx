'use client'

import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postStaffAction } from '@/staff/postStaffAction'

type Outcome =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string }

/**
 * In the CRM sync group of a lead or an order: for a failed or held sync, a button that queues it
 * again (POST /api/cms/crm-sync/{collection}/{id}/retry), then reloads the record to show `queued`.
 */
export function CrmRetryButton() {
  const { id, collectionSlug } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields['crm.status']?.value)
  const { config } = useConfig()
  const router = useRouter()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  if (!id || (status !== 'failed' && status !== 'held')) return null

  const retry = async () => {
    setOutcome({ kind: 'busy' })
    const answer = await postStaffAction(`${config.routes.api}/crm-sync/${collectionSlug}/${id}/retry`, 'The retry')
    if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message })
    setOutcome({ kind: 'done', message: 'Queued: the sync runs again within a minute.' })
    router.refresh()
  }

  return (
    <div className="crm-retry">
      <Button buttonStyle="secondary" size="small" onClick={retry} disabled={outcome.kind === 'busy'}>
        {status === 'held' ? 'Sync now' : 'Retry sync'}
      </Button>
      <p role="status" aria-live="polite">
        {outcome.kind === 'done' || outcome.kind === 'error' ? outcome.message : ''}
      </p>
    </div>
  )
}
