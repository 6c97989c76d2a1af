'use client'

import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

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
    try {
      const response = await fetch(`${config.routes.api}/crm-sync/${collectionSlug}/${id}/retry`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      if (!response.ok) {
        setOutcome({
          kind: 'error',
          message: body.errors?.[0]?.message ?? `The retry was refused (${response.status}).`,
        })
        return
      }
      setOutcome({ kind: 'done', message: 'Queued: the sync runs again within a minute.' })
      router.refresh()
    } catch {
      setOutcome({ kind: 'error', message: 'The server could not be reached. Try again.' })
    }
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
