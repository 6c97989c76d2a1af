import type { APIRequestContext, Page } from '@playwright/test'

import { openCompletionPage } from '../../support/e2e/completionPage'
import { describeOnDesktop, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { recordScripts } from '../../support/e2e/downloadedScripts'
import { logInToAdmin } from '../../support/e2e/staffSession'
import { decodedMail, receivedMail } from '../../support/e2e/mailbox'
import { xsrfToken } from '../../support/e2e/xsrf'

/**
 * The spa shop on the enzyme review, through the demo provider (the site runs with PAYMENTS_DEMO=on
 * and the demo seed's Bramblewood Enzyme Clarifier, 16 fl oz at 24.95 and 32 fl oz at 39.95): the
 * buy box, its limits, the shipping form's messages, both sizes bought in one order with the
 * server's totals, the completion page, and the buyer's receipt and the seller's order e-mail at
 * the SMTP listener.
 */

const PRODUCT = 'Bramblewood Enzyme Clarifier'
const SMALL = '16 fl oz: 24.95 USD'
const LARGE = '32 fl oz: 39.95 USD'

/** A fresh buyer per test and viewport: each address gets only a few e-mails a day. */
function buyer(label: string) {
  const tag = `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  return {
    name: `Robin ${tag} Park`,
    email: `${tag}@example.com`,
    address: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  }
}

const shop = (page: Page) => page.getByRole('region', { name: `Order the ${PRODUCT}` })
/** The buy box's own live message (spinners are status regions too). */
const note = (page: Page) => shop(page).locator('.shop-note[role="status"]')

async function addToOrder(page: Page, size: string, quantity: string) {
  const choose = shop(page).getByRole('form', { name: 'Choose a product' })
  await choose.getByLabel('Product').selectOption({ label: PRODUCT })
  await choose.getByLabel('Size').selectOption({ label: size })
  await choose.getByLabel('Quantity').fill(quantity)
  await choose.getByRole('button', { name: 'Add to order' }).click()
}

const mailWith = (to: string, text: string) =>
  receivedMail().find((mail) => mail.to.includes(to) && decodedMail(mail.raw).includes(text))

test.describe('the enzyme review’s buy box', () => {
  test(
    'buys both sizes in one order: the server’s totals, the ' + 'completion page, the receipt and the seller’s e-mail',
    async ({ page, problems }) => {
      const who = buyer('shop')
      await page.goto('/spa-products')
      await expect(page).toHaveURL(/\/enzyme_systems$/)
      await expect(shop(page)).toBeVisible()

      await addToOrder(page, SMALL, '2')
      await expect(note(page)).toHaveText(`Added 2 × ${PRODUCT}, 16 fl oz to your order.`)
      await addToOrder(page, LARGE, '1')
      const basket = shop(page).getByRole('region', { name: 'Your basket' })
      await expect(basket.getByRole('listitem')).toHaveText([
        `2 × ${PRODUCT}, 16 fl oz49.90 USDRemove`,
        `1 × ${PRODUCT}, 32 fl oz39.95 USDRemove`,
      ])
      await expect(basket).toContainText('Items subtotal: 89.85 USD before tax')
      expect(await seriousA11yViolations(page)).toEqual([])

      await basket.getByRole('button', { name: 'Checkout' }).click()
      const form = page.getByRole('form', { name: 'Shipping details' })
      await expect(form).toBeVisible()
      await expect(form.getByLabel('Country')).toHaveValue('United States')
      await form.getByLabel('Name').fill(who.name)
      await form.getByLabel('E-mail').fill(who.email)
      await form.getByLabel('Street address').fill(who.address)
      await form.getByLabel('City').fill(who.city)
      await form.getByLabel('State').selectOption(who.state)
      await form.getByLabel('ZIP code').fill(who.zip)
      await form.getByRole('button', { name: 'Continue' }).click()

      // Every figure is the server's answer to create-payment-intent (no tax rate for Illinois in the demo seed).
      const summary = page.getByRole('region', { name: 'Your order', exact: true })
      await expect(summary.getByRole('listitem')).toHaveText([
        `2 × ${PRODUCT}, 16 fl oz (24.95 USD each)49.90 USD`,
        `1 × ${PRODUCT}, 32 fl oz (39.95 USD each)39.95 USD`,
      ])
      await expect(summary).toContainText('Subtotal89.85 USD')
      await expect(summary).toContainText('Tax0.00 USD')
      await expect(summary).toContainText('Total89.85 USD')
      await expect(page.getByRole('form', { name: 'DEMO checkout: no money moves' })).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])

      const demo = page.getByRole('form', { name: 'DEMO checkout: no money moves' })
      await demo.getByLabel('Card number').fill('4242 4242 4242 4242')
      await demo.getByRole('button', { name: 'Pay' }).click()
      await expect(page).toHaveURL(/\/complete\/order\?order=[\w-]+$/)
      const order = new URL(page.url()).searchParams.get('order')!
      await expect(
        page.getByText(`DEMO order ${order}: paid with the demo payment provider, so no money was taken`),
      ).toBeVisible()
      await expect(page.getByRole('main')).toContainText('We e-mail you when it ships')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

      await expect.poll(() => Boolean(mailWith(who.email, `order ${order}`)), { timeout: 30_000 }).toBe(true)
      const receipt = decodedMail(mailWith(who.email, `order ${order}`)!.raw)
      expect(receipt).toContain(`2 × ${PRODUCT}, 16 fl oz at 24.95 USD each: 49.90 USD`)
      expect(receipt).toContain(`1 × ${PRODUCT}, 32 fl oz at 39.95 USD each: 39.95 USD`)
      expect(receipt).toContain('Total paid: 89.85 USD')

      await expect
        .poll(() => Boolean(mailWith('staff@tubwise.example', `Order to ship: ${order}`)), { timeout: 30_000 })
        .toBe(true)
      const seller = decodedMail(mailWith('staff@tubwise.example', `Order to ship: ${order}`)!.raw)
      expect(seller).toMatch(/\/admin\/collections\/orders\/\d+/)
      expect(seller).toContain(`2 × ${PRODUCT}, 16 fl oz`)
      expect(seller).toContain(`1 × ${PRODUCT}, 32 fl oz`)
      expect(problems).toEqual([])
    },
  )

  test('refuses a quantity above 12, and caps a size added again at 12 with a message', async ({ page, problems }) => {
    await page.goto('/enzyme_systems')
    await addToOrder(page, SMALL, '13')
    await expect(note(page)).toHaveText('Choose a quantity from 1 to 12.')
    await expect(shop(page).getByRole('region', { name: 'Your basket' }).getByRole('listitem')).toHaveCount(0)

    await addToOrder(page, SMALL, '8')
    await addToOrder(page, SMALL, '8')
    await expect(note(page)).toHaveText(`Your order now has 12 × ${PRODUCT}, 16 fl oz, the most one order can hold.`)
    const basket = shop(page).getByRole('region', { name: 'Your basket' })
    await expect(basket.getByRole('listitem')).toHaveText([`12 × ${PRODUCT}, 16 fl oz299.40 USDRemove`])

    await basket.getByRole('button', { name: `Remove ${PRODUCT}, 16 fl oz` }).click()
    await expect(basket.getByRole('listitem')).toHaveCount(0)
    await expect(basket.getByRole('button', { name: 'Checkout' })).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('the shipping form shows its messages once a field is touched, and all of them on an invalid Continue', async ({
    page,
    problems,
  }) => {
    await page.goto('/enzyme_systems')
    await addToOrder(page, LARGE, '1')
    await shop(page).getByRole('button', { name: 'Checkout' }).click()
    const form = page.getByRole('form', { name: 'Shipping details' })
    await expect(form.getByText('Please Enter Your Name')).toHaveCount(0)
    await form.getByLabel('Name').focus()
    await form.getByLabel('E-mail').focus()
    await expect(form.getByText('Please Enter Your Name')).toBeVisible()
    await form.getByLabel('ZIP code').fill('1234')
    await form.getByLabel('Name').focus()
    await expect(form.getByText('Please enter a valid ZIP code (5 digits, or ZIP+4).')).toBeVisible()

    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('alert')).toHaveText('Please Complete All Fields')
    for (const message of [
      'Please Enter a Valid E-Mail Address',
      'Please enter the street address to ship to.',
      'Please enter your town or city.',
      'Please choose your state.',
    ]) {
      await expect(form.getByText(message)).toBeVisible()
    }
    await expect(page.getByRole('form', { name: 'DEMO checkout: no money moves' })).toHaveCount(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('the review’s first load carries no checkout code; Checkout fetches the form rule', async ({ page }) => {
    const scripts = recordScripts(page)

    await page.goto('/enzyme_systems')
    await page.waitForLoadState('networkidle')
    for (const marker of ['Please Complete All Fields', 'DEMO checkout: no money moves'])
      expect(await scripts.containing(marker), marker).toEqual([])
    const loadedWithPage = scripts.count()
    await addToOrder(page, SMALL, '1')
    await shop(page).getByRole('button', { name: 'Checkout' }).click()
    await expect(page.getByRole('form', { name: 'Shipping details' })).toBeVisible()
    expect(
      (await scripts.containing('Please Complete All Fields', loadedWithPage)).length,
      'the form rule, fetched on Checkout',
    ).toBeGreaterThan(0)
  })
})

/** A paid shop order through the site's own API with the demo provider (the first test buys through the page). */
async function buyThroughApi(request: APIRequestContext, who: ReturnType<typeof buyer>): Promise<string> {
  const xsrf = await xsrfToken(request)
  const send = async (path: string, data: unknown) => {
    const response = await request.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf } })
    expect(response.status(), path).toBeLessThan(300)
    return (await response.json()) as Record<string, unknown>
  }
  const order = {
    ...who,
    country: 'US',
    items: [
      { sku: 'BEC-16', quantity: 1 },
      { sku: 'BEC-32', quantity: 2 },
    ],
  }
  const { paymentIntentId, orderId } = (await send('/api/ecomm/create-payment-intent', order)) as {
    paymentIntentId: string
    orderId: string
  }
  await send('/api/ecomm/demo/confirm', { paymentIntentId, cardNumber: '4242424242424242' })
  await send('/api/ecomm/paidSM', { ...order, paymentIntentId })
  return orderId
}

/** Logs in as the e2e admin and opens that order's page in the admin. */
async function openOrderInAdmin(page: Page, orderRef: string) {
  await logInToAdmin(page)
  await page.goto('/admin/collections/orders')
  const row = page.getByRole('row').filter({ hasText: orderRef })
  await expect(row).toContainText('DEMO (no money taken)')
  // Followed by address: the list rewrites its own URL (paging, sort) as it loads, which can swallow an early click.
  await page.goto((await row.getByRole('link', { name: orderRef }).getAttribute('href'))!)
  await expect(page).toHaveURL(/\/admin\/collections\/orders\/\d+/)
}

describeOnDesktop('staff fulfil a spa-product order', 'staff work on a desktop', () => {
  // The site runs the demo provider, so its orders show what staff see of a DEMO order; shipping a
  // real one (carrier, tracking, the buyer's e-mail once) is tests/integration/commerce/orderFulfilment.test.ts.
  test('a DEMO order says so in the orders list and on the order, and cannot be shipped', async ({
    page,
    request,
    problems,
  }) => {
    test.slow() // the admin's first pages compile on a cold server
    const who = buyer('ship')
    const orderRef = await buyThroughApi(request, who)

    await openOrderInAdmin(page, orderRef)
    await expect(page.getByText('DEMO (no money taken)')).toBeVisible()

    await page.getByLabel('Carrier').fill('UPS')
    await page.getByLabel('Tracking number').fill(`1Z-${orderRef.slice(0, 8)}`)
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'shipped', exact: true }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    // Refused by the order rules (the message: tests/integration/commerce/orderFulfilment.test.ts): still paid,
    // nobody e-mailed.
    await page.waitForTimeout(3_000)
    await page.reload()
    await expect(page.locator('#field-status')).toContainText('paid')
    const subject = `Your order ${orderRef} has shipped`
    expect(
      receivedMail().filter((mail) => mail.to.includes(who.email) && decodedMail(mail.raw).includes(subject)),
    ).toHaveLength(0)
    expect(problems).toEqual([])
  })

  test('an admin refunds an order with its Refund button, once they confirm the amount', async ({
    page,
    request,
    problems,
  }) => {
    test.slow() // the admin's first pages compile on a cold server
    const orderRef = await buyThroughApi(request, buyer('refund'))
    await openOrderInAdmin(page, orderRef)

    await page.getByRole('button', { name: 'Refund', exact: true }).click()
    await expect(page.getByText(/^Refund \d+\.\d\d USD to the buyer\? This cannot be undone\.$/)).toBeVisible()
    await page.getByRole('button', { name: 'Keep the payment' }).click()
    await page.getByRole('button', { name: 'Refund', exact: true }).click()
    await page.getByRole('button', { name: /^Yes, refund \d+\.\d\d USD$/ }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Refunded' })).toBeVisible()
    await page.reload()
    await expect(page.locator('#field-status')).toContainText('refunded')
    await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('staff send a held CRM sync again with its Sync now button', async ({ page, request, problems }) => {
    test.slow() // the admin's first pages compile on a cold server
    const orderRef = await buyThroughApi(request, buyer('crm'))
    await openOrderInAdmin(page, orderRef)
    // The site runs without a CRM: the order's sync job holds it, and the record then offers it again.
    const syncNow = page.getByRole('button', { name: 'Sync now' })
    await expect(async () => {
      await page.reload()
      await expect(syncNow).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 60_000 })
    await syncNow.click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Queued: the sync runs again within a minute.' }),
    ).toBeVisible()
    expect(problems).toEqual([])
  })
})

test.describe('the shop’s completion page', () => {
  test('without a paid order says nothing about a payment, and is not indexed', async ({ page, problems }) => {
    for (const url of ['/complete/order', '/complete/order?order=not-a-real-order-0000']) {
      await openCompletionPage(page, url)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Order, Step by Step')
      // The page's own text explains what happens once an order is paid; only the notice names one.
      await expect(page.locator('main')).not.toContainText(/your order \S+ is paid/i)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})
