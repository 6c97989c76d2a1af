import type { APIRequestContext } from '@playwright/test'

import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { logInToAdmin, staffAuth } from '../../support/e2e/staffSession'
import { receivedMail } from '../../support/e2e/mailbox'
import { xsrfToken } from '../../support/e2e/xsrf'

/**
 * The evaluation's second half: staff write it in the admin and deliver it; the buyer's
 * `/eval/{id}` then shows it and the delivery e-mail arrives once. The purchase goes through the
 * site's own API with the demo provider (checkout.spec.ts buys through the form).
 */

async function buyEvaluation(request: APIRequestContext, who: { name: string; email: string }): Promise<string> {
  const xsrf = await xsrfToken(request)
  const send = async (path: string, data: unknown) => {
    const response = await request.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf } })
    expect(response.status(), path).toBeLessThan(300)
    return (await response.json()) as Record<string, unknown>
  }
  const { paymentIntentId } = (await send('/api/ecomm/create-payment-intent', { product: 'eval', ...who })) as {
    paymentIntentId: string
  }
  await send('/api/ecomm/demo/confirm', { paymentIntentId, cardNumber: '4242424242424242' })
  const paid = (await send('/api/ecomm/paidEval', { ...who, paymentIntentId })) as { eval: { _id: string } }
  return paid.eval._id
}

const mailsTo = (email: string, subject: string) =>
  receivedMail().filter((mail) => mail.to.includes(email) && mail.raw.includes(subject))

describeOnDesktop('staff deliver a paid evaluation', 'staff work on a desktop', () => {
  test('written and delivered in the admin, it shows on the buyer’s page and the e-mail arrives once', async ({
    page,
    request,
    problems,
  }) => {
    const tag = `deliver-${Date.now().toString(36)}`
    const who = { name: `Robin ${tag} Public`, email: `${tag}@example.com` }
    const evalId = await buyEvaluation(request, who)

    await page.goto(`/eval/${evalId}`)
    await expect(page.getByText('Status: Received')).toBeVisible()

    await logInToAdmin(page)
    // The Sales group's list views, as an admin sees them.
    await page.goto('/admin/collections/orders')
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
    await expect(page.getByText(who.email).first()).toBeVisible()
    await page.goto('/admin/collections/payment-events')
    await expect(page.getByRole('heading', { name: /Payment events/i, level: 1 })).toBeVisible()
    await page.goto('/admin/collections/evaluations')
    await expect(page.getByRole('heading', { name: 'Evaluations', level: 1 })).toBeVisible()

    await page.getByRole('link', { name: who.email }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/evaluations\/\d+/)
    const docId = new URL(page.url()).pathname.split('/').pop()!
    const text = `A fair price for a well-built tub: buy it (${tag}).`
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.click()
    await page.keyboard.type(text)
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'delivered', exact: true }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    await page.goto(`/eval/${evalId}`)
    await expect(page.getByText('Status: Delivered')).toBeVisible()
    await expect(page.getByRole('main')).toContainText(text)

    const subject = 'Your hot tub evaluation is ready'
    await expect.poll(() => mailsTo(who.email, subject).length, { timeout: 30_000 }).toBe(1)
    expect(mailsTo(who.email, subject)[0]!.raw).toContain(`/eval/${evalId}`)
    // Saving again, still delivered, sends nothing more.
    const auth = await staffAuth(request)
    const again = await request.patch(`/api/cms/evaluations/${docId}`, { data: { status: 'delivered' }, headers: auth })
    expect(again.status()).toBe(200)
    await page.waitForTimeout(3_000)
    expect(mailsTo(who.email, subject)).toHaveLength(1)
    expect(problems).toEqual([])
  })
})
