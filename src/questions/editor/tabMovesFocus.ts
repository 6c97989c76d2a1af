import { pluginExtension } from './pluginExtension'

/**
 * Tab and Shift-Tab always move the focus out of the editor, as in any other form field, so
 * keyboard users are never trapped (list items would otherwise take Tab to nest). Claiming the
 * key before ProseMirror's keymaps, without preventing the default, lets the browser move focus.
 */
export const TabMovesFocus = pluginExtension('tabMovesFocus', {
  handleDOMEvents: {
    keydown: (_view, event) => event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey,
  },
})
