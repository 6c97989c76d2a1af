'use client'

import type { Editor } from '@tiptap/core'
import type { EditorView } from '@tiptap/pm/view'
import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react'

import './editor.css'
import { EDITOR_PLACEHOLDER } from './editorConstants'
import { editorOutput } from './editorOutput'
import { createEditorExtensions } from './extensions'
import { ImageDialog } from './ImageDialog'
import { applyImage, imageTargetFromSelection, type ImageTarget } from './imageActions'
import { LinkDialog } from './LinkDialog'
import { applyLink, linkTargetFromSelection, removeLink, type LinkTarget } from './linkActions'
import { cleanPastedHtml } from './pasteGuards'
import { Toolbar } from './Toolbar'

export interface RichTextEditorProps {
  /** Given to the editable area, so a `<label htmlFor>` or an error summary can point at it. */
  id: string
  /** The id of the visible label ("Your question"). */
  labelledBy: string
  /** The id(s) of hint or error text. */
  describedBy?: string
  invalid?: boolean
  /** HTML to start from, e.g. a draft; read once. */
  initialHtml?: string
  /** After every change: the HTML, or '' when there is nothing a reader would see. */
  onChange: (html: string, isEmpty: boolean) => void
  /** When the focus leaves the editor as a whole (text, toolbar and its dialogs). */
  onBlur: () => void
  /** When the editor exists and takes typing. */
  onReady?: (editor: Editor) => void
}

type OpenDialog = { kind: 'link'; target: LinkTarget } | { kind: 'image'; target: ImageTarget }

/**
 * The rich text field of the ask and reply forms: a toolbar, the editable text and the link and
 * image dialogs. Created only in the browser, after hydration (`immediatelyRender: false`).
 */
export function RichTextEditor({
  id,
  labelledBy,
  describedBy,
  invalid = false,
  initialHtml = '',
  onChange,
  onBlur,
  onReady,
}: RichTextEditorProps) {
  const [extensions] = useState(createEditorExtensions)
  const [content] = useState(() => cleanPastedHtml(initialHtml))
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const openLink = useRef<() => void>(() => undefined)

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        class: 'rte__text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-placeholder': EDITOR_PLACEHOLDER,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handleKeyDown: (_view: EditorView, event: KeyboardEvent) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
          return false
        event.preventDefault()
        openLink.current()
        return true
      },
    }),
    [id, labelledBy, describedBy, invalid],
  )

  const editor = useEditor({
    extensions,
    content,
    editorProps,
    immediatelyRender: false,
    // The few base rules live in editor.css, so no <style> element is injected at run time.
    injectCSS: false,
    onUpdate: ({ editor: current }) => {
      const { html, isEmpty } = editorOutput(current)
      onChange(html, isEmpty)
    },
  })

  useEffect(() => {
    if (editor) onReady?.(editor)
  }, [editor, onReady])

  useEffect(() => {
    openLink.current = () => {
      if (editor) setDialog({ kind: 'link', target: linkTargetFromSelection(editor) })
    }
  }, [editor])

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur()
  }

  return (
    <div
      className={invalid ? 'rte rte--invalid' : 'rte'}
      role="group"
      aria-labelledby={labelledBy}
      onBlur={handleBlur}
      data-rich-text-editor=""
    >
      {editor ? (
        <Toolbar
          editor={editor}
          editorId={id}
          onOpenLink={() => setDialog({ kind: 'link', target: linkTargetFromSelection(editor) })}
          onOpenImage={() => setDialog({ kind: 'image', target: imageTargetFromSelection(editor) })}
        />
      ) : (
        <div className="rte__toolbar rte__toolbar--loading" aria-hidden="true" />
      )}
      <EditorContent editor={editor} className="rte__frame" />
      {editor && dialog?.kind === 'link' && (
        <LinkDialog
          target={dialog.target}
          onInsert={(link) => {
            applyLink(editor, dialog.target.range, link)
            setDialog(null)
          }}
          onRemove={() => {
            removeLink(editor, dialog.target.range)
            setDialog(null)
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {editor && dialog?.kind === 'image' && (
        <ImageDialog
          target={dialog.target}
          onInsert={(image) => {
            applyImage(editor, dialog.target, image)
            setDialog(null)
          }}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  )
}
