import { describe, expect, it } from 'vitest'

import { sanitizeCommentHtml } from '@/questions/sanitize/sanitizeCommentHtml'

describe("sanitizeCommentHtml: images in visitors' questions and answers", () => {
  it('keeps an image from an https address', () => {
    expect(sanitizeCommentHtml('<img src="https://example.com/tub.jpg" alt="A tub" width="120">')).toBe(
      '<img src="https://example.com/tub.jpg" alt="A tub" width="120" />',
    )
    expect(sanitizeCommentHtml('<img src="HTTPS://Example.com/tub.jpg" alt="">')).toBe(
      '<img src="https://example.com/tub.jpg" alt="" />',
    )
  })

  it('drops an image from any other address: http, data, protocol-relative, relative, script', () => {
    for (const src of [
      'http://example.com/tub.jpg',
      'HTTP://example.com/tub.jpg',
      ' http://example.com/tub.jpg',
      '//example.com/tub.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://example.com/x',
      'javascript:alert(1)',
      '/media/tub.jpg',
      'tub.jpg',
      'ftp://example.com/tub.jpg',
      'https:example.com/tub.jpg',
      'https:/example.com/tub.jpg',
    ]) {
      expect(sanitizeCommentHtml(`<p>Before</p><img src="${src}" alt="x"><p>After</p>`), src).toBe(
        '<p>Before</p><p>After</p>',
      )
    }
  })

  it('drops an image with no address at all', () => {
    expect(sanitizeCommentHtml('<p>Text</p><img alt="x">')).toBe('<p>Text</p>')
  })
})
