import { describe, expect, it } from 'vitest'

import { htmlToText } from '@/platform/outbox/htmlToText'
import { renderEmail } from '@/mail/templates/layout'
import { mailMessage, staffSubject, visitorSubject } from '@/mail/templates/mailMessage'
import { visitorMessageEmail } from '@/mail/templates/visitorMessage'

describe('e-mail templates', () => {
  it('render HTML and plain text together, escaping what they are given', () => {
    const { html, text } = renderEmail({
      productName: 'TubWise',
      heading: 'Your <answer>',
      paragraphs: ['Line one\nline two', 'Tom & "Jerry"'],
      action: { label: 'Read it', url: 'https://tubwise.example/a?b=1&c=2' },
      footer: 'Questions? Reply to this e-mail.',
    })
    expect(html).toContain('Your &lt;answer&gt;')
    expect(html).toContain('Line one<br>line two')
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;')
    expect(html).toContain('href="https://tubwise.example/a?b=1&amp;c=2"')
    expect(html).not.toContain('<answer>')
    expect(text).toContain('Your <answer>')
    expect(text).toContain('Read it: https://tubwise.example/a?b=1&c=2')
    expect(text).toContain('-- TubWise')
  })

  it('build a message from its envelope as given and its words through the layout', () => {
    const words = { heading: 'Hello', paragraphs: ['One line.'], footer: 'Bye.' }
    const headers = { 'List-Unsubscribe': '<https://tubwise.example/u>' }
    const envelope = { audience: 'subscriber', to: 'a@example.com', subject: 'Hi', template: 't', headers } as const
    // The body is exactly what the layout renders under the site's name; nothing of the words leaks into the envelope.
    expect(mailMessage({ productName: 'TubWise' }, { ...envelope, ...words })).toStrictEqual({
      ...envelope,
      ...renderEmail({ productName: 'TubWise', ...words }),
    })
  })

  it('open with the notices, then greet the name only as echoName repeats it', () => {
    const words = { productName: 'TubWise', heading: 'Hello', notices: ['DEMO ORDER.'], paragraphs: ['One line.'] }
    expect(renderEmail({ ...words, greeting: 'Zoë' }).text).toBe(
      'Hello\n\nDEMO ORDER.\n\nHi Zoë,\n\nOne line.\n\n-- TubWise',
    )
    expect(renderEmail({ ...words, greeting: 'evil.com' }).html).toContain('>Hi there,</p>')
    expect(renderEmail(words).text).not.toContain('Hi ')
  })

  it('name the site after what the mail is to a visitor, and first in brackets to staff', () => {
    const site = { productName: 'TubWise' }
    expect(visitorSubject(site, 'Your receipt')).toBe('Your receipt - TubWise')
    expect(staffSubject(site, 'Paid: Evaluation')).toBe('[TubWise] Paid: Evaluation')
  })

  it('address a visitor message to the staff inbox, with the visitor only as Reply-To', () => {
    const mail = visitorMessageEmail({
      productName: 'TubWise',
      to: 'staff@tubwise.example',
      subject: 'Unlisted brand',
      message: 'Do you know Aurora Spas?',
      replyTo: 'visitor@example.com',
    })
    expect(mail).toMatchObject({
      to: 'staff@tubwise.example',
      replyTo: 'visitor@example.com',
      subject: '[TubWise] Unlisted brand',
    })
    expect(mail.cc).toBeUndefined()
  })

  it('turn HTML-only mail into readable text', () => {
    expect(htmlToText('<p>Hello <b>there</b></p><p><a href="https://x.example/r">Reset</a></p>')).toBe(
      'Hello there\n\nReset (https://x.example/r)',
    )
  })
})
