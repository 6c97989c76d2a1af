import { describe, expect, it } from 'vitest'

import {
  canInsertImage,
  EMPTY_IMAGE_FORM,
  imageFormErrors,
  isImageFormChanged,
  linkFormErrors,
  linkHref,
  parseImageForm,
  parseLinkForm,
  secureImageUrl,
  webUrl,
} from '@/questions/editor/dialogForms'
import {
  COLOUR_PICKER_COLUMNS,
  EDITOR_MESSAGES,
  EDITOR_PLACEHOLDER,
  HISTORY_DEPTH,
  HISTORY_NEW_GROUP_DELAY_MS,
  IMAGE_MIN_SIZE_PX,
  INDENT_MAX_LEVEL,
  INDENT_STEP_PX,
  TEXT_COLOURS,
} from '@/questions/editor/editorConstants'

describe('editor constants (site-spec section 9)', () => {
  it('match the spec', () => {
    expect(HISTORY_DEPTH).toBe(100)
    expect(HISTORY_NEW_GROUP_DELAY_MS).toBe(500)
    expect(INDENT_MAX_LEVEL).toBe(10)
    expect(INDENT_STEP_PX).toBe(40)
    expect(IMAGE_MIN_SIZE_PX).toBe(20)
    expect(EDITOR_PLACEHOLDER).toBe('Type Here...')
    expect(EDITOR_MESSAGES.required).toBe('This is required')
    expect(EDITOR_MESSAGES.invalidUrl).toBe('Please enter a valid URL')
  })

  it('has 16 distinct, named preset colours in rows of 8, each readable on white', () => {
    expect(TEXT_COLOURS).toHaveLength(16)
    expect(TEXT_COLOURS.length / COLOUR_PICKER_COLUMNS).toBe(2)
    expect(new Set(TEXT_COLOURS.map((colour) => colour.value)).size).toBe(16)
    expect(new Set(TEXT_COLOURS.map((colour) => colour.name)).size).toBe(16)
    const luminance = (hex: string) => {
      const [r = 0, g = 0, b = 0] = (hex.match(/[0-9a-f]{2}/gi) ?? []).map((pair) => {
        const channel = parseInt(pair, 16) / 255
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    for (const colour of TEXT_COLOURS) {
      expect(colour.value).toMatch(/^#[0-9a-f]{6}$/)
      expect(1.05 / (luminance(colour.value) + 0.05), colour.name).toBeGreaterThanOrEqual(4.5)
    }
  })
})

describe('link dialog', () => {
  const valid = { url: 'https://example.com/guide', text: 'The guide', newTab: true }

  it('needs a URL and link text: exactly "This is required"', () => {
    expect(linkFormErrors({ url: '', text: '', newTab: true })).toEqual({
      url: 'This is required',
      text: 'This is required',
    })
    expect(linkFormErrors({ url: '   ', text: '  ', newTab: true })).toEqual({
      url: 'This is required',
      text: 'This is required',
    })
    expect(parseLinkForm({ url: '', text: 'x', newTab: true })).toBeNull()
    expect(parseLinkForm({ ...valid, text: '' })).toBeNull()
  })

  it('takes web and mailto addresses', () => {
    expect(linkFormErrors(valid)).toEqual({})
    expect(parseLinkForm(valid)).toEqual(valid)
    expect(parseLinkForm({ ...valid, url: '  HTTP://Example.com  ', text: '  x ' })).toEqual({
      url: 'http://example.com/',
      text: 'x',
      newTab: true,
    })
    expect(parseLinkForm({ ...valid, url: 'mailto:help@example.com', newTab: false })?.url).toBe(
      'mailto:help@example.com',
    )
    expect(linkHref('MAILTO:help@example.com?subject=Hot%20tubs')).toBe('mailto:help@example.com?subject=Hot%20tubs')
  })

  it('refuses every other scheme and malformed addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      'tel:+15551234567',
      '//example.com',
      '/relative/path',
      'example.com',
      'www.example.com',
      'http:example.com',
      'https://',
      'http:// spaced.example',
      'mailto:',
      'mailto:not-an-address',
      'mailto:a@b.com,c@d.com',
    ]) {
      expect(linkHref(url), url).toBeNull()
      expect(linkFormErrors({ ...valid, url }).url, url).toBe('Please enter a valid URL')
      expect(parseLinkForm({ ...valid, url }), url).toBeNull()
    }
  })
})

describe('image dialog', () => {
  const filled = { src: 'https://example.com/tub.jpg', alt: 'A hot tub', title: 'Our tub', width: '300' }

  it('needs an http(s) source: exactly "Please enter a valid URL"', () => {
    for (const src of [
      '',
      '   ',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://example.com/x',
      '/tub.jpg',
      'tub.jpg',
      'mailto:a@b.com',
      'ftp://example.com/tub.jpg',
    ]) {
      expect(imageFormErrors({ ...filled, src }).src, src).toBe('Please enter a valid URL')
      expect(parseImageForm({ ...filled, src }), src).toBeNull()
    }
    expect(webUrl('http://example.com/tub.jpg')).toBe('http://example.com/tub.jpg')
    expect(imageFormErrors(filled)).toEqual({})
  })

  it('refuses an image from a plain http address, saying it must be https', () => {
    for (const src of ['http://example.com/tub.jpg', 'HTTP://example.com/tub.jpg']) {
      expect(imageFormErrors({ ...filled, src }).src, src).toBe(EDITOR_MESSAGES.insecureImageUrl)
      expect(parseImageForm({ ...filled, src }), src).toBeNull()
    }
    expect(EDITOR_MESSAGES.insecureImageUrl).toMatch(/https:\/\//)
    expect(secureImageUrl('http://example.com/tub.jpg')).toBeNull()
    expect(secureImageUrl('//example.com/tub.jpg')).toBeNull()
    expect(secureImageUrl(' https://example.com/tub.jpg ')).toBe('https://example.com/tub.jpg')
  })

  it('takes an optional whole-number width of at least 20 px', () => {
    expect(parseImageForm({ ...filled, width: '' })?.width).toBeNull()
    expect(parseImageForm({ ...filled, width: ' 20 ' })?.width).toBe(20)
    expect(parseImageForm(filled)).toEqual({
      src: 'https://example.com/tub.jpg',
      alt: 'A hot tub',
      title: 'Our tub',
      width: 300,
    })
    for (const width of ['19', '0', '-30', '12.5', '3e2', 'wide', '99999']) {
      expect(imageFormErrors({ ...filled, width }).width, width).toBe(EDITOR_MESSAGES.invalidImageWidth)
      expect(parseImageForm({ ...filled, width }), width).toBeNull()
    }
  })

  it('inserts only a valid and changed form', () => {
    expect(isImageFormChanged(EMPTY_IMAGE_FORM, EMPTY_IMAGE_FORM)).toBe(false)
    expect(canInsertImage(EMPTY_IMAGE_FORM, EMPTY_IMAGE_FORM)).toBe(false)
    // Changed but invalid.
    expect(canInsertImage(EMPTY_IMAGE_FORM, { ...EMPTY_IMAGE_FORM, alt: 'A tub' })).toBe(false)
    expect(canInsertImage(EMPTY_IMAGE_FORM, { ...EMPTY_IMAGE_FORM, src: 'javascript:alert(1)' })).toBe(false)
    expect(canInsertImage(EMPTY_IMAGE_FORM, filled)).toBe(true)
    // Editing an image: valid but unchanged (spaces do not count), then changed.
    expect(canInsertImage(filled, { ...filled, alt: ' A hot tub ' })).toBe(false)
    expect(canInsertImage(filled, { ...filled, width: '250' })).toBe(true)
    expect(canInsertImage(filled, { ...filled, width: '10' })).toBe(false)
  })
})
