import { expect, type Page } from '@playwright/test'

/**
 * A buyer tool's "E-mail me this …" form (`what`: scorecard, comparison), filled and sent as a visitor
 * does, the box that lets us keep the name ticked: the page says the e-mail is on its way.
 */
export async function emailMeThis(page: Page, what: 'scorecard' | 'comparison', firstName: string, email: string) {
  const emailForm = page.getByRole('form', { name: `E-mail me this ${what}` })
  await emailForm.getByLabel('First name').fill(firstName)
  await emailForm.getByLabel('E-mail', { exact: true }).fill(email)
  await emailForm.getByLabel(new RegExp(`E-mail me this ${what}, and keep my name`)).check()
  await emailForm.getByRole('button', { name: 'E-mail it to me' }).click()
  await expect(page.getByRole('status')).toContainText(`On its way to ${email}`)
}
