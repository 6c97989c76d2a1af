// @vitest-environment happy-dom
import { act, createElement, type FormEvent } from 'react'
import { describe, expect, it } from 'vitest'

import type { ApiResult } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { Spinner, SPINNER_DELAY_MS } from '@/site/forms/Spinner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { SEND_FAILED_MESSAGE, useFormSubmission } from '@/site/forms/useFormSubmission'
import { useTouchedFields } from '@/site/forms/useTouchedFields'

import { reactRoot } from '../../support/reactRoot'

/** An answer the test hands out when it chooses, so the form can be seen while it waits. */
function pendingAnswer<T>() {
  let answer!: (result: ApiResult<T>) => void
  const promise = new Promise<ApiResult<T>>((resolve) => (answer = resolve))
  return { promise, answer }
}

const { container, root } = reactRoot()

const $ = (selector: string) => container().querySelector(selector)
const button = () => $('button') as HTMLButtonElement
const banner = () => $('[role="alert"]')?.textContent ?? null
const submitForm = () => ($('form') as HTMLFormElement).requestSubmit()
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

type Order = { orderId: string }

/** A small form on the kit, as the site's forms use it: refuse when invalid, else send. */
function OrderForm({
  send,
  valid = () => true,
  onSent,
}: {
  send: () => Promise<ApiResult<Order>>
  valid?: () => boolean
  onSent: (order: Order) => void
}) {
  const submission = useFormSubmission<Order>({ onSent })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid()) return submission.refuse('Please Complete All Fields', ['email'])
    void submission.submit(send)
  }
  return createElement(
    'form',
    { onSubmit: submit },
    createElement('input', { 'aria-invalid': submission.fieldErrors.email ? true : undefined }),
    createElement(FormBanner, { message: submission.banner }),
    createElement('output', null, submission.status),
    createElement(SubmitButton, { submission, retryLabel: 'Send again', children: 'Continue' }),
  )
}

describe('useFormSubmission with FormBanner and SubmitButton', () => {
  it('is busy while sending, ignores a second submit meanwhile, then reports sent with the answer', async () => {
    const sends: ReturnType<typeof pendingAnswer<Order>>[] = []
    const sent: Order[] = []
    const send = () => {
      const pending = pendingAnswer<Order>()
      sends.push(pending)
      return pending.promise
    }
    act(() => root().render(createElement(OrderForm, { send, onSent: (order) => sent.push(order) })))
    expect($('output')?.textContent).toBe('idle')

    act(() => {
      submitForm()
      submitForm()
    })
    expect(sends).toHaveLength(1)
    expect($('output')?.textContent).toBe('busy')
    expect(button().disabled).toBe(true)
    expect(button().textContent).toBe('Sending…')
    expect(banner()).toBeNull()

    await act(async () => sends[0]!.answer({ ok: true, status: 201, data: { orderId: 'o-1' } }))
    expect($('output')?.textContent).toBe('sent')
    expect(sent).toEqual([{ orderId: 'o-1' }])
    expect(banner()).toBeNull()
  })

  it('shows why a send failed, offers "Send again" when no answer came, and sends again', async () => {
    const answers: ApiResult<Order>[] = [
      {
        ok: false,
        status: 0,
        errors: {},
        error: 'We could not reach the server. Check your connection and try again.',
      },
      { ok: false, status: 500, errors: {} },
      { ok: false, status: 400, errors: { email: 'Please Enter a Valid E-Mail Address' } },
      { ok: true, status: 201, data: { orderId: 'o-2' } },
    ]
    let calls = 0
    const sent: Order[] = []
    act(() =>
      root().render(
        createElement(OrderForm, { send: async () => answers[calls++]!, onSent: (order) => sent.push(order) }),
      ),
    )

    await act(async () => submitForm())
    expect($('output')?.textContent).toBe('failed')
    expect(banner()).toBe('We could not reach the server. Check your connection and try again.')
    expect(button().textContent).toBe('Send again')
    expect(button().disabled).toBe(false)

    await act(async () => button().click())
    expect(banner()).toBe(SEND_FAILED_MESSAGE)
    expect(button().textContent).toBe('Send again')

    // A refusal by the server is not worth repeating as is: its field message shows, the label stays.
    await act(async () => button().click())
    expect(banner()).toBe('Please Enter a Valid E-Mail Address')
    expect($('input')?.getAttribute('aria-invalid')).toBe('true')
    expect(button().textContent).toBe('Continue')

    await act(async () => button().click())
    expect(calls).toBe(4)
    expect(sent).toEqual([{ orderId: 'o-2' }])
    expect(banner()).toBeNull()
  })

  it('a send that throws still ends busy, with a banner and the chance to send again', async () => {
    const errors: unknown[] = []
    const consoleError = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      act(() =>
        root().render(
          createElement(OrderForm, { send: () => Promise.reject(new Error('script failed')), onSent: () => {} }),
        ),
      )
      await act(async () => submitForm())
    } finally {
      console.error = consoleError
    }
    expect($('output')?.textContent).toBe('failed')
    expect(banner()).toBe(SEND_FAILED_MESSAGE)
    expect(button().textContent).toBe('Send again')
    expect(errors).toHaveLength(1)
  })

  it('refuses an invalid form with one banner message, marking its fields, and sends nothing', async () => {
    let calls = 0
    act(() =>
      root().render(
        createElement(OrderForm, {
          send: async () => (calls++, { ok: true as const, status: 201, data: { orderId: 'x' } }),
          valid: () => false,
          onSent: () => {},
        }),
      ),
    )
    await act(async () => submitForm())
    expect(calls).toBe(0)
    expect(banner()).toBe('Please Complete All Fields')
    expect(container().querySelectorAll('[role="alert"]')).toHaveLength(1)
    expect($('input')?.getAttribute('aria-invalid')).toBe('true')
    expect(button().textContent).toBe('Continue')
  })
})

describe('useTouchedFields', () => {
  function NameField() {
    const { touch, touchAll, shown } = useTouchedFields<'name' | 'phone'>()
    return createElement(
      'div',
      null,
      createElement('input', { id: 'name', onBlur: () => touch('name') }),
      createElement('p', { id: 'name-error' }, shown('name', 'Please Enter Your Name')),
      createElement('p', { id: 'phone-error' }, shown('phone', 'Please Enter a Valid Phone Number')),
      createElement('button', { type: 'button', onClick: touchAll }, 'Continue'),
    )
  }

  it('shows a field’s error once it is touched, and every error once the form is submitted', () => {
    act(() => root().render(createElement(NameField)))
    expect($('#name-error')?.textContent).toBe('')
    act(() => {
      ;($('#name') as HTMLInputElement).focus()
      ;($('#name') as HTMLInputElement).blur()
    })
    expect($('#name-error')?.textContent).toBe('Please Enter Your Name')
    expect($('#phone-error')?.textContent).toBe('')
    act(() => button().click())
    expect($('#phone-error')?.textContent).toBe('Please Enter a Valid Phone Number')
  })
})

describe('Spinner', () => {
  const label = () => $('[role="status"]')?.textContent
  const render = (active: boolean, delayMs?: number) =>
    act(() => root().render(createElement(Spinner, { active, label: 'Processing your payment', delayMs })))

  it('shows after the spec’s 10 ms delay, labelled for screen readers, and goes when no longer busy', async () => {
    expect(SPINNER_DELAY_MS).toBe(10)
    render(true)
    expect($('[role="status"]')).not.toBeNull()
    expect(label()).toBe('')
    await wait(40)
    expect(label()).toBe('Processing your payment')
    expect($('.spinner__wheel')?.getAttribute('aria-hidden')).toBe('true')
    render(false)
    expect(label()).toBe('')
  })

  it('never shows for work that ends within the delay, and starts the delay afresh for the next', async () => {
    render(true, 60)
    await wait(10)
    expect(label()).toBe('')
    render(false, 60)
    await wait(80)
    expect(label()).toBe('')
    // A timer left from the first run must not show the wheel the moment the next work starts.
    render(true, 60)
    await wait(10)
    expect(label()).toBe('')
  })
})
