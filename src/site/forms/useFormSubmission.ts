import { useRef, useState } from 'react'

import type { ApiResult } from '@/platform/http/clientFetch'

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>

type Options<Data> = {
  /** Runs once the send succeeded, with the answer's data. */
  onSent?: (data: Data) => void
  /** The banner for a failed send; by default the server's message or its first field error. */
  failureMessage?: (failure: ApiFailure) => string
  /** Whether the same data may go through when sent again; by default when no answer came or the server failed. */
  retryable?: (failure: ApiFailure) => boolean
}

type State =
  | { status: 'idle' | 'busy' | 'sent' }
  | { status: 'failed'; message: string; fieldErrors: Record<string, string>; canRetry: boolean }

export const SEND_FAILED_MESSAGE = 'We could not send this just now. Please try again.'
const defaultFailureMessage = (failure: ApiFailure) =>
  failure.error ?? Object.values(failure.errors)[0] ?? SEND_FAILED_MESSAGE
const defaultRetryable = (failure: ApiFailure) => failure.status === 0 || failure.status >= 500

/**
 * One form's send: idle → busy → sent, or failed with the banner's message, the server's field
 * errors and whether sending again may help. The form's values are the caller's and stay as typed,
 * so submitting again after a failure sends them again. A submit while one is under way is ignored
 * (a double click never sends twice).
 */
export function useFormSubmission<Data = unknown>({
  onSent,
  failureMessage = defaultFailureMessage,
  retryable = defaultRetryable,
}: Options<Data> = {}) {
  const [state, setState] = useState<State>({ status: 'idle' })
  const inFlight = useRef(false)

  async function submit(send: () => Promise<ApiResult<Data>>) {
    if (inFlight.current) return
    inFlight.current = true
    setState({ status: 'busy' })
    let result: ApiResult<Data>
    try {
      result = await send()
    } catch (error) {
      // A send that throws (a bug, or a third-party script) still ends the busy state with a banner.
      console.error('[form] sending failed', error)
      result = { ok: false, status: 0, errors: {} }
    } finally {
      inFlight.current = false
    }
    if (result.ok) {
      setState({ status: 'sent' })
      onSent?.(result.data)
    } else {
      setState({
        status: 'failed',
        message: failureMessage(result),
        fieldErrors: result.errors,
        canRetry: retryable(result),
      })
    }
  }

  /** Refuses an invalid form before anything is sent: one banner message, optionally marking fields. */
  function refuse(message: string, fields: readonly string[] = []) {
    setState({
      status: 'failed',
      message,
      fieldErrors: Object.fromEntries(fields.map((field) => [field, message])),
      canRetry: false,
    })
  }

  const failed = state.status === 'failed' ? state : null
  return {
    status: state.status,
    busy: state.status === 'busy',
    sent: state.status === 'sent',
    /** The banner's message: why the form was refused or the send failed. */
    banner: failed?.message ?? null,
    /** Field errors from the server's answer (or the fields a refusal marked), by field name. */
    fieldErrors: failed?.fieldErrors ?? {},
    canRetry: failed?.canRetry ?? false,
    submit,
    refuse,
  }
}

export type FormSubmission = ReturnType<typeof useFormSubmission>
