import { expect, type Page } from '@playwright/test'

/** A visitor opens a buyer tool from the home page's "Work it out yourself" list: `link`, landing on `url`. */
export async function openToolFromHome(page: Page, link: string | RegExp, url: RegExp) {
  await page.goto('/')
  await page.getByRole('region', { name: 'Work it out yourself' }).getByRole('link', { name: link }).click()
  await expect(page).toHaveURL(url)
}
