'use client'

import { useId, useLayoutEffect, type ReactNode, type RefObject } from 'react'

export interface EditorDialogProps {
  /** The dialog element, so a form can close it before giving the focus back to the text. */
  dialogRef: RefObject<HTMLDialogElement | null>
  title: string
  onCancel: () => void
  children: ReactNode
}

/**
 * A modal `<dialog>` shown while mounted: the browser keeps focus inside and the page behind
 * inert, Escape cancels, and on the way out focus returns to where it was (the toolbar button or
 * the text) unless the form has already put it somewhere on purpose.
 */
export function EditorDialog({ dialogRef, title, onCancel, children }: EditorDialogProps) {
  const titleId = useId()

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus()
    return () => {
      if (dialog.open) dialog.close()
      const active = document.activeElement
      if (previous?.isConnected && (!active || active === document.body || dialog.contains(active))) previous.focus()
    }
  }, [dialogRef])

  return (
    <dialog
      ref={dialogRef}
      className="rte-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      onClose={onCancel}
      // Escape belongs to the dialog; the form around the editor must not act on it as well.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation()
      }}
    >
      <h2 id={titleId} className="rte-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  )
}
