import type { Extensions } from '@tiptap/core'
import TextAlign from '@tiptap/extension-text-align'
import { TextStyle } from '@tiptap/extension-text-style'
import { Placeholder } from '@tiptap/extensions'
import StarterKit from '@tiptap/starter-kit'

import { linkHref } from './dialogForms'
import {
  EDITOR_PLACEHOLDER,
  HEADING_LEVELS,
  HISTORY_DEPTH,
  HISTORY_NEW_GROUP_DELAY_MS,
  LINK_NEW_TAB_TARGET,
  LINK_REL,
} from './editorConstants'
import { Indent } from './indent'
import { COMMENT_HTML_CONTRACT } from './outputContract'
import { PasteGuards } from './pasteGuards'
import { SafeColor } from './safeColor'
import { SafeImage } from './safeImage'
import { TabMovesFocus } from './tabMovesFocus'

const LINK_SCHEMES: readonly string[] = COMMENT_HTML_CONTRACT.urlSchemes.a.href

/** Typed addresses become links only for web and e-mail addresses, never other schemes. */
function shouldAutoLink(value: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]
  if (scheme) return LINK_SCHEMES.includes(scheme.toLowerCase())
  return (value.split(/[/?#]/)[0] ?? '').includes('.')
}

/**
 * Everything the comment editor is made of; the component and the output tests both build
 * their editor from this, so what the tests prove is what visitors get. A fresh list per editor,
 * because several forms (ask and replies) can be open at once. No React in here.
 */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      // No toolbar button, and its language classes would leave the output contract.
      codeBlock: false,
      heading: { levels: [...HEADING_LEVELS] },
      undoRedo: { depth: HISTORY_DEPTH, newGroupDelay: HISTORY_NEW_GROUP_DELAY_MS },
      dropcursor: { color: '#0d5960', width: 2 },
      link: {
        // A click in the editor must not navigate away from a half-written question.
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: [],
        HTMLAttributes: { target: LINK_NEW_TAB_TARGET, rel: LINK_REL, class: null },
        isAllowedUri: (url) => linkHref(url) !== null,
        shouldAutoLink,
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
    TextStyle,
    SafeColor,
    SafeImage,
    Indent,
    Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
    TabMovesFocus,
    PasteGuards,
  ]
}
