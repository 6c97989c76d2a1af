'use client'

import { useEffect, useRef } from 'react'

import { QUESTION_MESSAGES } from '../messages'

/** The thank-you modal after a question or reply: a native dialog, so focus and Escape just work. */
export function ThankYouDialog({ kind, onClose }: { kind: 'question' | 'reply' | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (kind && !dialog.open) dialog.showModal()
    if (!kind && dialog.open) dialog.close()
  }, [kind])

  return (
    <dialog
      ref={ref}
      className="thanks-dialog"
      aria-labelledby="thanks-title"
      aria-describedby="thanks-note"
      onClose={onClose}
    >
      <h2 id="thanks-title" className="thanks-dialog__title">
        {kind === 'reply' ? QUESTION_MESSAGES.thanksReply : QUESTION_MESSAGES.thanksQuestion}
      </h2>
      <p id="thanks-note">{QUESTION_MESSAGES.moderationNote}</p>
      <form method="dialog">
        <button type="submit" className="button" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  )
}
