import { E2E_ADMIN } from '../../../playwright.config'
import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'

describeOnDesktop('the staff admin', 'staff work on a desktop', () => {
  test('the admin created at start-up logs in and sees the staff collections', async ({ page, problems }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /Outbox/ }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Site settings/ }).first()).toBeVisible()
    // Moderators (admins hold every role) see the questions queue on the dashboard.
    const queue = page.getByRole('navigation', { name: 'Moderation queues' })
    await expect(queue.getByRole('link', { name: /Waiting for moderation \d+/ })).toHaveAttribute(
      'href',
      /where\[status\]\[equals\]=pending/,
    )

    await page.goto('/admin/globals/site-settings')
    await expect(page.locator('input[name="productName"]')).toHaveValue('TubWise')
    expect(problems).toEqual([])
  })

  test('a wrong password is refused', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText(/incorrect/i)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})

describeOnDesktop('site settings', 'no need to repeat per viewport', () => {
  test('a change staff save shows on the cached public pages without a rebuild', async ({ request }) => {
    const login = await request.post('/api/cms/users/login', { data: E2E_ADMIN })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const save = (supportPhone: string) =>
      request.post('/api/cms/globals/site-settings', {
        data: { supportPhone },
        headers: { Authorization: `JWT ${token}` },
      })

    expect(await (await request.get('/')).text()).toContain('(555) 010-0199')
    try {
      expect((await save('(555) 010-0142')).status()).toBe(200)
      await expect
        .poll(async () => (await (await request.get('/')).text()).includes('(555) 010-0142'), { timeout: 15_000 })
        .toBe(true)
    } finally {
      await save('(555) 010-0199')
    }
  })
})
