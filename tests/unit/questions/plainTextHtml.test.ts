import { describe, expect, it } from 'vitest'

import { plainTextToHtml } from '@/questions/editor/plainTextHtml'

describe('plainTextToHtml (what the question field holds before its rich editor arrives)', () => {
  it('makes each line a paragraph and nothing in it markup', () => {
    expect(plainTextToHtml('Is a <b>salt</b> system worth it?\nMine is "400" gallons & rising.')).toBe(
      '<p>Is a &lt;b&gt;salt&lt;/b&gt; system worth it?</p><p>Mine is &quot;400&quot; gallons &amp; rising.</p>',
    )
    expect(plainTextToHtml('one\r\ntwo\rthree')).toBe('<p>one</p><p>two</p><p>three</p>')
  })

  it('is empty when nothing visible was typed', () => {
    expect(plainTextToHtml('')).toBe('')
    expect(plainTextToHtml('  \n\t ')).toBe('')
  })
})
