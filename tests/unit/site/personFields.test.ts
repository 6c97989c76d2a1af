// @vitest-environment happy-dom
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { EmailField, NameField, PhoneField, ZipField } from '@/site/forms/PersonFields'

import { reactRoot } from '../../support/reactRoot'

const { container, render, field } = reactRoot()
const inputLabelled = (label: string) => field(label) as HTMLInputElement | null
const attributes = (input: HTMLInputElement | null) => ({
  type: input?.getAttribute('type') ?? null,
  autocomplete: input?.getAttribute('autocomplete') ?? null,
  inputmode: input?.getAttribute('inputmode') ?? null,
  required: input?.required ?? null,
})

describe('person fields', () => {
  it('label each field and give it the keyboard and autofill a phone needs', () => {
    const common = { value: '', onChange: () => {} }
    render(
      createElement(
        'div',
        null,
        createElement(NameField, { id: 'n', ...common }),
        createElement(EmailField, { id: 'e', ...common }),
        createElement(PhoneField, { id: 'p', ...common }),
        createElement(ZipField, { id: 'z', ...common }),
      ),
    )
    expect(attributes(inputLabelled('Name'))).toEqual({
      type: null,
      autocomplete: 'name',
      inputmode: null,
      required: false,
    })
    expect(attributes(inputLabelled('E-mail'))).toEqual({
      type: 'email',
      autocomplete: 'email',
      inputmode: null,
      required: false,
    })
    expect(attributes(inputLabelled('Phone'))).toEqual({
      type: 'tel',
      autocomplete: 'tel',
      inputmode: null,
      required: false,
    })
    expect(attributes(inputLabelled('Zip code'))).toEqual({
      type: null,
      autocomplete: 'postal-code',
      inputmode: 'numeric',
      required: false,
    })
  })

  it('let a form rename a field, narrow its autofill and require it, and show its message', () => {
    render(
      createElement(
        'div',
        null,
        createElement(NameField, {
          id: 'n',
          label: 'First name',
          autoComplete: 'given-name',
          required: true,
          value: 'Casey',
          onChange: () => {},
        }),
        createElement(ZipField, {
          id: 'z',
          label: 'ZIP code',
          autoComplete: 'shipping postal-code',
          error: 'Please Enter a Valid ZIP Code',
          value: '1',
          onChange: () => {},
        }),
      ),
    )
    const name = inputLabelled('First name')
    expect(attributes(name)).toEqual({ type: null, autocomplete: 'given-name', inputmode: null, required: true })
    expect(name?.value).toBe('Casey')
    expect(inputLabelled('Name')).toBeNull()
    const zip = inputLabelled('ZIP code')
    expect(attributes(zip)).toMatchObject({ autocomplete: 'shipping postal-code', inputmode: 'numeric' })
    expect(zip?.getAttribute('aria-invalid')).toBe('true')
    expect(container().querySelector(`#${zip?.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Please Enter a Valid ZIP Code',
    )
  })
})
