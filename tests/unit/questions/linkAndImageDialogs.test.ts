// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { EDITOR_MESSAGES } from '@/questions/editor/editorConstants'
import { ImageDialog } from '@/questions/editor/ImageDialog'
import { LinkDialog } from '@/questions/editor/LinkDialog'

import { reactRoot } from '../../support/reactRoot'

const { container, render, field, type, button: findButton } = reactRoot()
const button = (text: string) => findButton(text) as HTMLButtonElement | undefined
const enterIn = (label: string) =>
  act(() => {
    field(label)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  })
const errors = () => [...container().querySelectorAll('.field__error')].map((each) => each.textContent)
const title = () => container().querySelector('.rte-dialog__title')?.textContent

const range = { from: 1, to: 1 }

describe('the link dialog', () => {
  it('shows both messages on Enter while empty, then inserts the checked link', () => {
    const onInsert = vi.fn()
    render(
      createElement(LinkDialog, {
        target: { range, initial: { url: '', text: '', newTab: true }, editing: false },
        onInsert,
        onRemove: () => {},
        onCancel: () => {},
      }),
    )
    expect(title()).toBe('Insert link')
    expect(button('Insert')?.disabled).toBe(true)
    expect(button('Remove link')).toBeUndefined()
    enterIn('URL')
    expect(errors()).toEqual([EDITOR_MESSAGES.required, EDITOR_MESSAGES.required])
    expect(onInsert).not.toHaveBeenCalled()
    type('URL', 'https://example.com/tubs')
    type('Link text', 'Our tubs')
    expect(errors()).toEqual([])
    act(() => button('Insert')!.click())
    expect(onInsert).toHaveBeenCalledWith({ url: 'https://example.com/tubs', text: 'Our tubs', newTab: true })
  })

  it('shows a field’s message once it is left, and offers Remove while editing', () => {
    const onRemove = vi.fn()
    render(
      createElement(LinkDialog, {
        target: { range, initial: { url: 'https://example.com/', text: 'Example', newTab: false }, editing: true },
        onInsert: () => {},
        onRemove,
        onCancel: () => {},
      }),
    )
    expect(title()).toBe('Edit link')
    type('URL', 'not a web address')
    expect(errors()).toEqual([])
    act(() => field('URL')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    expect(errors()).toEqual([EDITOR_MESSAGES.invalidUrl])
    expect(button('Save')?.disabled).toBe(true)
    act(() => button('Remove link')!.click())
    expect(onRemove).toHaveBeenCalledOnce()
  })
})

describe('the image dialog', () => {
  it('inserts an https image once the form is valid and changed; Enter on an invalid one shows its messages', () => {
    const onInsert = vi.fn()
    render(
      createElement(ImageDialog, {
        target: { from: 1, to: 1, initial: { src: '', alt: '', title: '', width: '' }, editing: false, height: null },
        onInsert,
        onCancel: () => {},
      }),
    )
    expect(title()).toBe('Insert image')
    type('Width in pixels', 'wide')
    enterIn('Image URL')
    expect(errors()).toEqual([EDITOR_MESSAGES.invalidUrl, EDITOR_MESSAGES.invalidImageWidth])
    expect(onInsert).not.toHaveBeenCalled()
    type('Image URL', 'https://example.com/tub.jpg')
    type('Alternative text', 'A hot tub')
    type('Width in pixels', '')
    act(() => button('Insert')!.click())
    expect(onInsert).toHaveBeenCalledWith({
      src: 'https://example.com/tub.jpg',
      alt: 'A hot tub',
      title: '',
      width: null,
    })
    expect(button('Remove image')).toBeUndefined()
  })
})
