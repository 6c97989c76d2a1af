import type { KeyboardEvent } from 'react'

/** Enter in a text field submits the dialog, never the question form the editor sits in. */
export function submitOnEnter(event: KeyboardEvent<HTMLElement>, submit: () => void) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return
  event.preventDefault()
  submit()
}
