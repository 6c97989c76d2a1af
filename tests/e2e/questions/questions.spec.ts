import type { APIRequestContext, Page } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'
import { XSS_PAYLOADS } from '../../support/xssPayloads'
import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { logInToAdmin } from '../../support/e2e/staffSession'
import { postFrom } from '../../support/e2e/fromAddress'
import { receivedMail } from '../../support/e2e/mailbox'

const run = Date.now().toString(36)
const desktopOnly = (viewport: { width: number } | null) => (viewport?.width ?? 0) < 900

/** Opens the ask form and notes when, so a submit can wait out the 3-second anti-bot minimum. */
async function openAskForm(page: Page) {
  await page.getByRole('button', { name: 'Ask a Question' }).click()
  const form = page.getByRole('form', { name: 'Ask a question' })
  await expect(form.getByRole('textbox', { name: 'Your question' })).toBeVisible()
  return { form, openedAt: Date.now() }
}
const waitOutMinimum = (openedAt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, 3_300 - (Date.now() - openedAt))))

async function staffToken(request: APIRequestContext) {
  const login = await request.post('/api/cms/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

async function findComment(request: APIRequestContext, token: string, text: string) {
  const response = await request.get(`/api/cms/comments?where[excerpt][contains]=${encodeURIComponent(text)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const { docs } = (await response.json()) as { docs: { id: number; status: string }[] }
  return docs[0]
}

test.describe('Questions and Answers', () => {
  test('the ask form explains each problem, then thanks the visitor', async ({ page, problems }) => {
    await page.goto('/asktheexperts')
    await expect(page).toHaveTitle('Ask the Hot Tub Experts | TubWise')
    await expect(page.getByRole('heading', { name: 'Questions and Answers' })).toBeVisible()
    const { form, openedAt } = await openAskForm(page)

    const name = form.getByLabel('Name', { exact: true })
    const email = form.getByLabel('E-mail')
    const editor = form.getByRole('textbox', { name: 'Your question' })
    const submit = form.getByRole('button', { name: 'Submit Question' })
    await expect(form.getByText('Please Enter your Name')).toHaveCount(0)
    await expect(submit).toBeDisabled()

    await name.fill('Pat')
    await expect(form.getByText('Please Enter your Name')).toBeVisible()
    await email.fill('pat@example')
    await expect(form.getByText('Please Enter a Valid Email Address')).toBeVisible()
    await email.fill(`${'a'.repeat(65)}@example.com`)
    await expect(form.getByText('Please Enter a Valid Email Address')).toBeVisible()
    await expect(submit).toBeDisabled()
    await editor.click()
    await name.click()
    await expect(form.getByText('Please Enter a Valid Comment or Question!')).toBeVisible()

    await name.fill('Pat Buyer')
    await email.fill('pat.buyer@example.com')
    await expect(form.getByText('Please Enter your Name')).toHaveCount(0)
    await expect(form.getByText('Please Enter a Valid Email Address')).toHaveCount(0)
    await expect(submit).toBeEnabled()
    // An empty question is still refused, with its message.
    await submit.click()
    await expect(form.getByText('Please Enter a Valid Comment or Question!')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])

    await editor.click()
    await page.keyboard.type(`Should I worry about a glued-only tub? (${run}-form)`)
    await expect(form.getByText('Please Enter a Valid Comment or Question!')).toHaveCount(0)
    await waitOutMinimum(openedAt)
    await submit.click()

    const dialog = page.getByRole('dialog', { name: 'Thank you for your comment or question!' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('e-mail you when it is live')
    await expect(form).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    // Cancel closes a form without sending.
    await page.getByRole('button', { name: 'Ask a Question' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('form', { name: 'Ask a question' })).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('ask, moderate in the admin, reply, answer: all of it reaches the page and the inboxes', async ({
    page,
    request,
    problems,
    viewport,
  }) => {
    test.skip(desktopOnly(viewport), 'staff moderate on a desktop')
    test.setTimeout(120_000)
    const marker = `${run}-walk`
    const asker = { name: 'Robin Shopper', email: `robin.${run}@example.com`, phone: '5550100123', zip: '90210' }

    await page.goto('/asktheexperts')
    const { form, openedAt } = await openAskForm(page)
    await form.getByLabel('Name', { exact: true }).fill(asker.name)
    await form.getByLabel('E-mail').fill(asker.email)
    await form.getByLabel('Phone (optional)').fill(asker.phone)
    await form.getByLabel('Zip code (optional)').fill(asker.zip)
    await form.getByRole('textbox', { name: 'Your question' }).click()
    await page.keyboard.type(`How long do clamps last? (${marker})`)
    await waitOutMinimum(openedAt)
    await form.getByRole('button', { name: 'Submit Question' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

    // A moderator approves it in the admin.
    await logInToAdmin(page)
    await page.goto('/admin/collections/comments?where[status][equals]=pending')
    await expect(page.getByRole('link', { name: /Waiting for moderation/ })).toBeVisible()
    await page
      .getByRole('link', { name: new RegExp(marker) })
      .first()
      .click()
    await expect(page.locator('#field-page')).toHaveValue('asktheexperts')
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: /Approved/ }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()

    // The cached page shows it within seconds, without a rebuild; contact details never show.
    await expect
      .poll(async () => (await (await request.get('/asktheexperts')).text()).includes(marker), { timeout: 20_000 })
      .toBe(true)
    const html = await (await request.get('/asktheexperts')).text()
    const api = await (await request.get('/api/comments?page=/asktheexperts')).text()
    for (const secret of [asker.email, asker.phone, asker.zip]) {
      expect(html).not.toContain(secret)
      expect(api).not.toContain(secret)
    }
    await expect
      .poll(
        () =>
          receivedMail().some((mail) => mail.to.includes(asker.email) && mail.raw.includes('Your question is live')),
        { timeout: 30_000 },
      )
      .toBe(true)

    // A visitor replies.
    await page.goto('/asktheexperts')
    const question = page.locator('article.comment', { hasText: marker })
    await expect(question).toBeVisible()
    await expect(question.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await question.getByRole('button', { name: `Reply to ${asker.name}` }).click()
    const replyForm = page.getByRole('form', { name: `Reply to ${asker.name}` })
    const replyOpened = Date.now()
    await replyForm.getByLabel('Name', { exact: true }).fill('Sam Owner')
    await replyForm.getByLabel('E-mail').fill(`sam.${run}@example.com`)
    await replyForm.getByRole('textbox', { name: 'Your reply' }).click()
    await page.keyboard.type(`Mine are fine after years (${marker}-reply)`)
    await waitOutMinimum(replyOpened)
    await replyForm.getByRole('button', { name: 'Submit Reply' }).click()
    const thanks = page.getByRole('dialog', { name: 'Thank you for your reply!' })
    await expect(thanks).toBeVisible()
    await expect(replyForm).toBeVisible()
    await thanks.getByRole('button', { name: 'Close' }).click()
    await expect(replyForm).toHaveCount(0)

    // Staff approve the reply and answer the question; both appear, and the asker gets the answer.
    const token = await staffToken(request)
    const reply = await findComment(request, token, `${marker}-reply`)
    expect(reply?.status).toBe('pending')
    const questionDoc = await findComment(request, token, `How long do clamps last? (${marker})`)
    const auth = { Authorization: `JWT ${token}` }
    expect(
      (await request.patch(`/api/cms/comments/${reply!.id}`, { data: { status: 'approved' }, headers: auth })).status(),
    ).toBe(200)
    // The answer is written where staff work: under the question's Replies in the admin.
    await page.goto(`/admin/collections/comments/${questionDoc!.id}`)
    await page.getByRole('button', { name: 'Add new', exact: true }).click()
    // The drawer opens on top of the question, with "Reply to" already set.
    await expect(page.getByText('Creating new Question or reply')).toBeVisible()
    await page
      .locator('textarea')
      .last()
      .fill(`Clamps outlast the glue by years.\n\nAsk to see them. (${marker}-answer)`)
    await page.getByRole('button', { name: 'Save' }).last().click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    await page.goto('/asktheexperts')
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.locator('article.comment', { hasText: marker }).locator('.reply').count()
        },
        { timeout: 20_000 },
      )
      .toBe(2)
    await expect(question.locator('.reply--staff')).toContainText('Staff answer')
    await expect(question.locator('.reply--staff')).toContainText(`${marker}-answer`)
    await expect
      .poll(
        () => receivedMail().some((mail) => mail.to.includes(asker.email) && mail.raw.includes(`${marker}-answer`)),
        { timeout: 30_000 },
      )
      .toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test(`${XSS_PAYLOADS.length} XSS payloads, approved, run nothing in the browser`, async ({
    page,
    request,
    viewport,
    baseURL,
  }) => {
    test.skip(desktopOnly(viewport), 'once is enough')
    test.setTimeout(120_000)
    const PAGE = '/hot_tub_warranties'
    const token = await staffToken(request)
    const marker = `${run}-xss`

    for (const [index, html] of XSS_PAYLOADS.entries()) {
      // Each payload from its own address, as a botnet would: the per-address limit stays out of the way.
      const response = await postFrom(baseURL!, `127.0.77.${index + 1}`, '/api/comments', {
        page: PAGE,
        author: 'Mallory Tester',
        email: 'mallory@example.com',
        text: `<p>${marker} ${index}</p>${html}`,
      })
      expect(response.status, html).toBe(201)
    }
    const stored = await request.get(`/api/cms/comments?where[excerpt][contains]=${marker}&limit=200&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const { docs } = (await stored.json()) as { docs: { id: number; text: string }[] }
    expect(docs).toHaveLength(XSS_PAYLOADS.length)
    const approved = await request.patch(`/api/cms/comments?where[excerpt][contains]=${marker}&limit=200`, {
      data: { status: 'approved' },
      headers: { Authorization: `JWT ${token}` },
    })
    expect(approved.status()).toBe(200)

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await expect
      .poll(async () => (await (await request.get(PAGE)).text()).includes(marker), { timeout: 20_000 })
      .toBe(true)
    await page.goto(PAGE)
    const more = page.locator('.questions').getByRole('button', { name: 'Load More' })
    while (await more.isVisible()) {
      const before = await page.locator('article.comment').count()
      await more.click()
      await expect.poll(() => page.locator('article.comment').count()).toBeGreaterThan(before)
    }
    await expect(page.locator('article.comment', { hasText: marker })).toHaveCount(XSS_PAYLOADS.length)
    // Hover and click everything a payload could have hidden a handler on.
    for (const element of await page.locator('.questions .rich-text *').all())
      await element.hover({ force: true, timeout: 1_000 }).catch(() => {})
    await page.waitForTimeout(1_000)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(
      await page
        .locator('.questions script, .questions iframe, .questions object, .questions embed, .questions svg:not(.icon)')
        .count(),
    ).toBe(0)
    const handlers = await page
      .locator('.questions .rich-text *')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          [...element.attributes]
            .filter((attribute) => /^on/i.test(attribute.name) || /javascript:|data:/i.test(attribute.value))
            .map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
        ),
      )
    expect(handlers).toEqual([])
  })
})
