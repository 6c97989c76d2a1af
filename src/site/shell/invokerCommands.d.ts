// The HTML attributes of invoker commands (a button that opens or closes a dialog or popover without
// script: Chrome 135, Firefox 144, Safari 26.2), which React 19.3 passes through but does not type.
import 'react'

declare module 'react' {
  // A merged declaration repeats React's own type parameter, unused here:
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string
    /** What it does to it. */
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
  }
}
