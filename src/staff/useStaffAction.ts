import { useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postStaffAction } from './postStaffAction'

/** Where a staff action stands: not pressed, running, done (with the endpoint's answer), or refused. */
export type StaffActionState<Data> =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; data: Data } | { kind: 'refused'; message: string }

/**
 * An admin button's staff action, the one way round `postStaffAction`: busy while it runs, then done,
 * with the record reloaded to show what changed, or refused with the words to show. `action` names it
 * in a refusal that has no words of its own ("The refund was refused (500).").
 */
export function useStaffAction<Data = unknown>(action: string) {
  const { config } = useConfig()
  const router = useRouter()
  const [state, setState] = useState<StaffActionState<Data>>({ kind: 'idle' })

  /** Presses the action at `path` under the API (`/order-refunds/12`), with the form `body` it takes, if any. */
  const run = async (path: string, body?: FormData) => {
    setState({ kind: 'busy' })
    const answer = await postStaffAction(`${config.routes.api}${path}`, action, body)
    if (!answer.ok) return setState({ kind: 'refused', message: answer.message })
    setState({ kind: 'done', data: answer.data as Data })
    router.refresh()
  }
  const refuse = (message: string) => setState({ kind: 'refused', message })
  const reset = () => setState({ kind: 'idle' })
  return { state, run, refuse, reset }
}
