'use client'

import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { TextField } from '@/site/forms/TextField'

import { type CertifiedModel, type CertifiedModelSearch, SPA_MODELS_PATH } from '../certifiedModel'
import { modelFigures, modelName, type PickerState, pickerStatus } from '../words'

type Props = {
  id: string
  onPick: (model: CertifiedModel) => void
  label?: string
  hint?: string
}

const PAUSE_MS = 300

/**
 * "Find your tub in the CEC's list": a search over the certified models staff keep, each match a button.
 * It knows nothing of the tool around it: a pick hands the whole listing to `onPick`.
 */
export function ModelPicker({
  id,
  onPick,
  label = 'Find your tub in the CEC’s list (optional)',
  hint = 'Type 2 or more letters of the brand or model. Picking one fills in its certified figures.',
}: Props) {
  const [query, setQuery] = useState('')
  const [answer, setAnswer] = useState<{ query: string; state: PickerState } | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const input = useRef<HTMLDivElement>(null)
  const wanted = query.trim()

  useEffect(() => {
    if (wanted.length < 2) return
    const controller = new AbortController()
    // Asked once the visitor pauses, not at every keystroke.
    const timer = setTimeout(async () => {
      const result = await apiFetch<CertifiedModelSearch>(`${SPA_MODELS_PATH}?${new URLSearchParams({ q: wanted })}`, {
        signal: controller.signal,
      })
      if (controller.signal.aborted) return
      const state: PickerState = result.ok
        ? { status: 'answered', query: wanted, search: result.data }
        : { status: 'failed' }
      setAnswer({ query: wanted, state })
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted])

  const state: PickerState =
    wanted.length < 2 ? { status: 'short' } : answer?.query === wanted ? answer.state : { status: 'looking' }
  const models = state.status === 'answered' ? state.search.models : []

  const pick = (model: CertifiedModel) => {
    onPick(model)
    setPicked(modelName(model))
    setQuery('')
    input.current?.querySelector('input')?.focus()
  }
  // Arrow keys move between the matches and back to the field; Tab works as well.
  const move = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])]
    if (!buttons.length) return
    event.preventDefault()
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1
    if (next < 0) input.current?.querySelector('input')?.focus()
    else buttons[Math.min(next, buttons.length - 1)]?.focus()
  }

  const status = wanted.length < 2 && picked ? `Picked the ${picked}.` : pickerStatus(state)
  return (
    <div className="model-picker" onKeyDown={move}>
      <div ref={input}>
        <TextField
          id={id}
          label={label}
          hint={hint}
          type="search"
          autoComplete="off"
          maxLength={60}
          value={query}
          onChange={({ target: { value } }) => setQuery(value)}
        />
      </div>
      <p className="model-picker__status" aria-live="polite">
        {status}
      </p>
      {models.length ? (
        <ul className="grid-list model-picker__results" ref={list} aria-label="Matches from the CEC’s list">
          {models.map((model) => (
            <li key={model.id}>
              <button type="button" className="model-picker__choice" onClick={() => pick(model)}>
                <span className="model-picker__name">{modelName(model)}</span>{' '}
                <span className="model-picker__figures">{modelFigures(model)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
