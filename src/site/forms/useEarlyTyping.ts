import { type ChangeEvent, type ChangeEventHandler, useLayoutEffect, useRef } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * Keeps what a visitor typed into a server-rendered field before its form's code arrived. React
 * leaves such text in the field while hydrating but not in the form's state, so the next render
 * (any effect's setState) put the empty state value back: the price check lost its Name that way
 * on a slow load. On mount, a field whose text differs from its value reports it through its own
 * onChange, as if typed now.
 */
export function useEarlyTyping<T extends Field>(value: unknown, onChange: ChangeEventHandler<T> | undefined) {
  const ref = useRef<T>(null)
  useLayoutEffect(() => {
    const field = ref.current
    if (field && onChange && typeof value === 'string' && field.value !== value) {
      onChange({ target: field, currentTarget: field } as ChangeEvent<T>)
    }
    // Once, at mount: later differences are the form's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return ref
}
