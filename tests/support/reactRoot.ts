import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

/**
 * A React root in a happy-dom page for the test file that calls it, new for every test, and the ways a
 * visitor finds and fills a form in it: by a field's label, by a button's text.
 */
export function reactRoot() {
  let container: HTMLDivElement
  let root: Root
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  /** The control a label names, through its `for`; null when no label has that text. */
  const field = (label: string) => {
    const found = [...container.querySelectorAll('label')].find((each) => each.textContent === label)
    return found
      ? (container.querySelector(`#${CSS.escape(found.htmlFor)}`) as HTMLInputElement | HTMLSelectElement | null)
      : null
  }
  return {
    container: () => container,
    root: () => root,
    render: (element: Parameters<Root['render']>[0]) => act(() => root.render(element)),
    field,
    /** Types (or chooses) as a visitor does: the element's own value setter, then the event React listens to. */
    type: (label: string, value: string) =>
      act(() => {
        const element = field(label)!
        const select = element instanceof HTMLSelectElement
        const prototype = select ? HTMLSelectElement.prototype : HTMLInputElement.prototype
        Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value)
        element.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }))
      }),
    button: (text: string) => [...container.querySelectorAll('button')].find((each) => each.textContent === text),
  }
}
