import type { ReactNode } from 'react'

type Props = {
  /** The tool's own class beside `tool__form`: "running-cost__form". */
  className: string
  /** What the form asks for, as screen readers name it. */
  label: string
  children: ReactNode
}

/** A buyer tool's form. The tool answers as the visitor types, so there is nothing to send: Enter does nothing. */
export function ToolForm({ className, label, children }: Props) {
  return (
    <form
      className={`tool__form ${className}`}
      aria-label={label}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  )
}
