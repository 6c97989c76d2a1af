import type { MailMessage } from '@/platform/outbox/message'
import { htmlToText } from '@/platform/outbox/htmlToText'
import { type MailSite, mailMessage, staffSubject } from '@/mail/templates/mailMessage'

type Common = MailSite & { pageUrl: string }

const supportLine = (common: Common) => `Questions about this message? Write to ${common.supportEmail}.`

/** To the staff inbox: a new question or reply waits for moderation. */
export function newSubmissionEmail(
  input: Common & {
    staffInbox: string
    isReply: boolean
    author: string
    page: string
    text: string
    adminUrl: string
  },
): MailMessage {
  const what = input.isReply ? 'reply' : 'question'
  return mailMessage(input, {
    audience: 'staff',
    to: input.staffInbox,
    subject: staffSubject(input, `New ${what} on /${input.page} from ${input.author}`),
    template: 'question-submitted',
    heading: `A new ${what} is waiting for moderation`,
    paragraphs: [`${input.author} wrote on /${input.page}:`, htmlToText(input.text)],
    action: { label: 'Moderate it in the admin', url: input.adminUrl },
    footer: `Page: ${input.pageUrl}`,
  })
}

/** To the visitor, at the address they typed: their question or reply passed moderation and is on the page. */
export function liveEmail(input: Common & { to: string; author: string; isReply: boolean }): MailMessage {
  const what = input.isReply ? 'reply' : 'question'
  return mailMessage(input, {
    audience: 'visitor',
    to: input.to,
    subject: `Your ${what} is live on ${input.productName}`,
    template: 'question-live',
    heading: `Your ${what} is live`,
    greeting: input.author,
    paragraphs: [
      `Thank you for your ${what}. Our moderators have checked ` +
        `it and it is now published in the Questions and Answers.`,
      input.isReply ? 'Other readers can now see and answer it.' : 'We will e-mail you again when our staff answer it.',
    ],
    action: { label: `See your ${what}`, url: input.pageUrl },
    footer: supportLine(input),
  })
}

/** To the asker, at the address they typed: staff answered their question (the answer is staff-written). */
export function answerEmail(
  input: Common & { to: string; author: string; answeredBy: string; answerHtml: string },
): MailMessage {
  return mailMessage(input, {
    audience: 'visitor',
    to: input.to,
    subject: `Your question has been answered on ${input.productName}`,
    template: 'question-answered',
    heading: 'Your question has been answered',
    greeting: input.author,
    paragraphs: [`${input.answeredBy} answered your question:`, htmlToText(input.answerHtml)],
    action: { label: 'Read it on the site', url: input.pageUrl },
    footer: supportLine(input),
  })
}
