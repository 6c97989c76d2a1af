import type { Page } from '@playwright/test'

import { openCompletionPage } from '../../support/e2e/completionPage'
import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { recordScripts } from '../../support/e2e/downloadedScripts'
import { receivedMail } from '../../support/e2e/mailbox'

/**
 * Paid services through the demo provider (the site runs with PAYMENTS_DEMO=on): the offer, the
 * checkout's validation messages, every sale type paid with Stripe's test card numbers, a declined
 * card that then succeeds, the receipts at the SMTP listener, and completion pages that thank no
 * one for a payment they cannot see.
 */

const PAYS = '4242 4242 4242 4242'
const DECLINED = '4000 0000 0000 0002'

/** A fresh buyer per test and viewport: each address gets only a few e-mails a day. */
function buyer(label: string) {
  const tag = `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  return { name: `Jordan ${tag} Lee`, phone: '555 010 2345', email: `${tag}@example.com` }
}

async function fillDetails(page: Page, who: ReturnType<typeof buyer>, { phone = true } = {}) {
  const form = page.getByRole('form', { name: 'Your details' })
  await form.getByLabel('Name').fill(who.name)
  if (phone) await form.getByLabel('Phone').fill(who.phone)
  else await expect(form.getByLabel('Phone')).toHaveCount(0)
  await form.getByLabel('E-mail').fill(who.email)
  await form.getByRole('button', { name: 'Continue' }).click()
}

async function payWith(page: Page, cardNumber: string) {
  const demo = page.getByRole('form', { name: 'DEMO checkout: no money moves' })
  await expect(demo).toBeVisible()
  await expect(demo).toContainText('4242 4242 4242 4242')
  await expect(demo).toContainText('4000 0000 0000 0002')
  await demo.getByLabel('Card number').fill(cardNumber)
  await demo.getByRole('button', { name: 'Pay' }).click()
}

const receiptArrived = (email: string) =>
  expect.poll(() => receivedMail().some((mail) => mail.to.includes(email)), { timeout: 30_000 }).toBe(true)

const offerCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })

test.describe('the private buyers service page', () => {
  test(
    'offers Free and two Buy Now levels at the table’s prices; ' +
      'Buy Now opens the checkout and Back restores the intro',
    async ({ page, problems }) => {
      await page.goto('/pbs')
      await expect(page).toHaveURL(/\/consult$/)
      const intro = page.getByRole('heading', { name: 'Guided buyers service: 99.00 USD' })
      await expect(intro).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Free', exact: true })).toHaveAttribute(
        'href',
        '/asktheexperts',
      )
      await expect(offerCard(page, 'Guided buyers service')).toContainText('99.00 USD')
      await expect(offerCard(page, 'Full private buyers service')).toContainText('249.00 USD')
      await expect(page.getByRole('button', { name: 'Book a consultation' })).toBeVisible()

      await offerCard(page, 'Full private buyers service').getByRole('button', { name: 'Buy Now' }).click()
      await expect(page).toHaveURL(/\/consult\?buy=pbs$/)
      await expect(intro).toBeHidden()
      await expect(page.getByRole('heading', { name: /Full private buyers service: 249\.00 USD/ })).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])

      await page.goBack()
      await expect(page).toHaveURL(/\/consult$/)
      await expect(intro).toBeVisible()
      await expect(page.getByRole('form', { name: 'Your details' })).toHaveCount(0)

      await page.goForward()
      await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible()
      expect(problems).toEqual([])
    },
  )

  test('a shared link opens the checkout for its level', async ({ page }) => {
    await page.goto('/consult?buy=pbscheap')
    await expect(page.getByRole('heading', { name: /Guided buyers service: 99\.00 USD/ })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible()
  })

  test("shows the spec's checkout messages once a field is touched, and on an invalid Continue", async ({ page }) => {
    await page.goto('/consult?buy=pbs')
    const form = page.getByRole('form', { name: 'Your details' })
    await expect(form.getByText('Please Enter Your Name')).toHaveCount(0)
    await form.getByLabel('Name').focus()
    await form.getByLabel('Phone').focus()
    await expect(form.getByText('Please Enter Your Name')).toBeVisible()
    await form.getByLabel('Phone').fill('12345')
    await form.getByLabel('E-mail').focus()
    await expect(form.getByText('Please Enter a Valid Phone Number')).toBeVisible()
    await expect(form.getByText('Please Enter a Valid E-Mail Address')).toHaveCount(0)

    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('alert')).toHaveText('Please Complete All Fields')
    await expect(form.getByText('Please Enter a Valid E-Mail Address')).toBeVisible()
    await expect(page.getByRole('form', { name: 'DEMO checkout: no money moves' })).toHaveCount(0)

    await form.getByLabel('Name').fill('Jordan Lee')
    await form.getByLabel('Phone').fill('555 010 2345')
    await form.getByLabel('E-mail').fill('jordan@example')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByText('Please Enter a Valid E-Mail Address')).toBeVisible()
    await expect(form.getByText('Please Enter Your Name')).toHaveCount(0)
  })
})

test.describe('buying each service with the demo provider', () => {
  for (const level of [
    { product: 'pbs', card: 'Full private buyers service', complete: '/complete/pbs' },
    { product: 'pbscheap', card: 'Guided buyers service', complete: '/complete/pbs' },
  ]) {
    test(`${level.product}: paid, receipt sent, completion page names the order`, async ({ page, problems }) => {
      const who = buyer(level.product)
      await page.goto('/consult')
      await offerCard(page, level.card).getByRole('button', { name: 'Buy Now' }).click()
      await fillDetails(page, who)
      await payWith(page, PAYS)
      await expect(page).toHaveURL(new RegExp(`${level.complete}\\?order=[\\w-]+$`))
      const order = new URL(page.url()).searchParams.get('order')!
      await expect(
        page.getByText(`DEMO order ${order}: paid with the demo payment provider, so no money was taken`),
      ).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toBeVisible()
      // Opened afresh, the notice is there as soon as openCompletionPage returns (read once, no
      // retries): the wait the unpaid-order checks below rely on is long enough to see a notice.
      await openCompletionPage(page, page.url())
      expect(await page.locator('main').textContent()).toContain(`DEMO order ${order}: paid`)
      await receiptArrived(who.email)
      expect(problems).toEqual([])
    })
  }

  test('consult: the one-off consultation, paid, to /complete/consult', async ({ page }) => {
    const who = buyer('consult')
    await page.goto('/consult')
    await page.getByRole('button', { name: 'Book a consultation' }).click()
    await expect(page).toHaveURL(/\?buy=consult$/)
    await fillDetails(page, who)
    await payWith(page, PAYS)
    await expect(page).toHaveURL(/\/complete\/consult\?order=[\w-]+$/)
    const order = new URL(page.url()).searchParams.get('order')!
    await expect(
      page.getByText(`DEMO order ${order}: paid with the demo payment provider, so no money was taken`),
    ).toBeVisible()
    await receiptArrived(who.email)
  })

  test(
    'eval: no phone asked, a declined card says so in plain ' + 'words, the retry pays once, then the evaluation page',
    async ({ page, problems }) => {
      const who = buyer('eval')
      await page.goto('/hot_tub_evaluation')
      await expect(offerCard(page, 'Hot tub evaluation')).toContainText('9.95 USD')
      await offerCard(page, 'Hot tub evaluation').getByRole('button', { name: 'Buy Now' }).click()
      await expect(page).toHaveURL(/\?buy=eval$/)
      await fillDetails(page, who, { phone: false })

      await payWith(page, DECLINED)
      const alert = page.locator('.checkout__payment').getByRole('alert')
      await expect(alert).toContainText('Your card was declined.')
      await expect(alert).toContainText('Nothing was charged')
      await expect(page).toHaveURL(/\/hot_tub_evaluation\?buy=eval$/)

      await payWith(page, PAYS)
      await expect(page).toHaveURL(/\/eval\/[\w-]+$/)
      await receiptArrived(who.email)
      // One payment, one receipt.
      await page.waitForTimeout(2_000)
      expect(receivedMail().filter((mail) => mail.to.includes(who.email))).toHaveLength(1)
      expect(problems).toEqual([])
    },
  )
})

test.describe('the completion pages', () => {
  for (const path of ['/complete/pbs', '/complete/consult']) {
    test(`${path} without a paid order says nothing about a payment, and is not indexed`, async ({
      page,
      problems,
    }) => {
      for (const url of [path, `${path}?order=not-a-real-order-0000`]) {
        await openCompletionPage(page, url)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('main')).not.toContainText(/is paid|thank you for (your )?(payment|booking|order)/i)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      }
      expect(await seriousA11yViolations(page)).toEqual([])
      expect(problems).toEqual([])
    })
  }

  test('are not in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/complete/')
    expect(sitemap).toContain('/hot_tub_evaluation')
  })
})

test.describe('the evaluation’s entry points', () => {
  test('the buyers guide links to the offer page', async ({ page }) => {
    await page.goto('/guide')
    await expect(page.getByRole('main').getByRole('link', { name: 'hot tub evaluation' })).toHaveAttribute(
      'href',
      '/hot_tub_evaluation',
    )
  })

  test('a review’s sidebar offers it below the Popular cards, whose count stays the spec’s', async ({
    page,
    problems,
  }) => {
    await page.goto('/newline')
    const sidebar = page.getByRole('complementary', { name: 'Popular' })
    await expect(sidebar.getByRole('listitem')).toHaveCount(3)
    await expect(
      sidebar.getByRole('region', { name: 'Quote in hand?' }).getByRole('link', { name: /Hot tub evaluation/ }),
    ).toHaveAttribute('href', '/hot_tub_evaluation')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.goto('/guide')
    await expect(
      page.getByRole('complementary', { name: 'Popular' }).getByRole('link', { name: /Hot tub evaluation/ }),
    ).toHaveCount(0)
    expect(problems).toEqual([])
  })
})

test.describe('the checkout’s code', () => {
  /** Strings only the checkout's form rule (the server's zod schema) and the demo card form contain. */
  const CHECKOUT_CODE = ['Please Complete All Fields', 'DEMO checkout: no money moves']

  test(
    'is fetched once the offers are near the screen, before Buy Now, never with an ' +
      'article or the shop’s review; the payment code only once a payment area opens',
    async ({ page }) => {
      const scripts = recordScripts(page)
      const [formRule, demoCardForm] = CHECKOUT_CODE

      for (const path of ['/guide', '/enzyme_systems']) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        for (const marker of CHECKOUT_CODE)
          expect(await scripts.containing(marker), `${marker} in the scripts of ${path}`).toEqual([])
      }
      await page.goto('/consult')
      const buyNow = offerCard(page, 'Guided buyers service').getByRole('button', { name: 'Buy Now' })
      await buyNow.scrollIntoViewIfNeeded()
      await expect
        .poll(async () => (await scripts.containing(formRule!)).length, {
          message: 'the form rule, fetched once the offers are near',
        })
        .toBeGreaterThan(0)
      await buyNow.click()
      await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await scripts.containing(demoCardForm!), 'the demo card form, before a payment area opens').toEqual([])
    },
  )
})
