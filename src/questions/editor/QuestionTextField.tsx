'use client'

import type { Editor } from '@tiptap/core'
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react'

import { plainTextToHtml } from './plainTextHtml'
import type { RichTextEditorProps } from './RichTextEditor'

// The rich editor is the form's largest part (ProseMirror); its code arrives after the form.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })))

/**
 * The text of a question or reply. A plain text area takes typing the moment the form opens; the
 * rich editor, loaded meanwhile, replaces it once it takes typing, with what was typed and, if the
 * reader was typing, the focus. The hand-over happens in the commit that removes the text area, one
 * task, so no key press falls between the two.
 */
export function QuestionTextField(props: Omit<RichTextEditorProps, 'initialHtml' | 'onReady'>) {
  const { id, labelledBy, describedBy, invalid, onChange, onBlur } = props
  const [richReady, setRichReady] = useState(false)
  const rich = useRef<Editor | null>(null)
  // Kept once the text area is gone: its text is read after React removed it.
  const plain = useRef<HTMLTextAreaElement | null>(null)
  const plainFocused = useRef(false)

  const onReady = useCallback((editor: Editor) => {
    rich.current = editor
    setRichReady(true)
  }, [])

  useLayoutEffect(() => {
    const editor = rich.current
    if (!richReady || !editor) return
    const text = plain.current?.value ?? ''
    if (text.trim()) editor.commands.setContent(plainTextToHtml(text), { emitUpdate: true })
    if (plainFocused.current) {
      editor.commands.setTextSelection(editor.state.doc.content.size)
      editor.view.focus()
    }
  }, [richReady])

  return (
    <>
      {richReady ? null : (
        <textarea
          ref={(node) => {
            if (node) plain.current = node
          }}
          id={`${id}-plain`}
          className="field__textarea"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(plainTextToHtml(event.target.value), !event.target.value.trim())}
          onFocus={() => (plainFocused.current = true)}
          onBlur={() => {
            plainFocused.current = false
            onBlur()
          }}
        />
      )}
      <div hidden={!richReady}>
        <Suspense fallback={null}>
          <RichTextEditor {...props} onReady={onReady} />
        </Suspense>
      </div>
    </>
  )
}
