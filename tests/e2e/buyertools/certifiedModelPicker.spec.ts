import type { Page } from '@playwright/test'

import { describeOnPhone, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { emailMeThis } from '../../support/e2e/emailMe'
import { staffAuth } from '../../support/e2e/staffSession'
import { receivedMail } from '../../support/e2e/mailbox'

/** This run's own brand, so the two models below are the only ones its search finds. */
const RUN = Date.now().toString(36)
const BRAND = `Pickertest ${RUN}`
/** Two listings staff type in as the CEC would give them (our names: no real model is needed). */
const MODELS = [
  {
    brand: BRAND,
    model: 'Aurora 6',
    spaType: 'standard',
    fillVolumeGallons: 345,
    standbyWatts: 198,
    coverModel: 'Thermal Lid 4-inch',
    listedOn: '2021-03-15',
  },
  {
    brand: BRAND,
    model: 'Aurora 19 Swim',
    spaType: 'exercise',
    fillVolumeGallons: 1900,
    standbyWatts: 410,
    coverModel: '',
    listedOn: '2018-06-01',
  },
]
const AURORA_6 = `${BRAND} Aurora 6 345 gal, 198 W`

/** A buyer tool's page, opened: the tool's form and the region its result shows in. */
async function openTool(page: Page, path: string, formName: string, resultSelector: string) {
  await page.goto(path)
  return { form: page.getByRole('form', { name: formName }), result: page.locator(resultSelector) }
}

async function findOurModels(page: Page, field: string) {
  const picker = page.getByLabel(field)
  await picker.fill(RUN)
  await expect(page.getByText('2 models match.')).toBeVisible()
}

describeOnPhone('the certified-model picker', 'a buyer on a phone; the models are created once', () => {
  test.beforeAll(async ({ request }) => {
    const headers = await staffAuth(request)
    for (const model of MODELS) {
      const created = await request.post('/api/cms/certified-spa-models', { data: model, headers })
      expect(created.status(), await created.text()).toBe(201)
    }
  })

  test('fills the running-cost calculator from a listing, and names the listing in the result', async ({
    page,
    problems,
  }) => {
    const { form: tool, result } = await openTool(
      page,
      '/hot-tub-running-cost',
      'Your tub, where it stands and how you use it',
      '.running-cost__result',
    )
    await tool.getByLabel('ZIP code').fill('55401')
    await expect(result.locator('.running-cost__notice')).toContainText('worst case a legal tub can reach')

    await findOurModels(page, 'Find your tub in the CEC’s list (optional)')
    // Keyboard: down from the field through the matches (brand, then model: "Aurora 19 Swim" first), Enter picks.
    await tool.getByLabel('Find your tub in the CEC’s list (optional)').press('ArrowDown')
    await expect(tool.getByRole('button', { name: `${BRAND} Aurora 19 Swim 1,900 gal, 410 W` })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(tool.getByRole('button', { name: AURORA_6 })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(tool.getByLabel('Fill volume')).toHaveValue('345')
    await expect(tool.getByLabel('Unit')).toHaveValue('gal')
    await expect(tool.getByLabel('Standby power (watts)')).toHaveValue('198')
    await expect(tool.getByLabel('Kind of spa')).toHaveValue('standard')
    await expect(tool.locator('.model-picker__picked')).toContainText(
      'Listed by the California Energy Commission: 198 W standby, 345 gal, tested with the Thermal Lid 4-inch cover.',
    )
    await expect(tool.locator('.model-picker__picked')).toContainText('The CEC figure is standby only')
    await expect(result.locator('.running-cost__notice')).toHaveCount(0)
    await expect(result).toContainText(
      `Standby: 198 W, as the California Energy Commission lists the ${BRAND} Aurora 6, tested with the ` +
        'Thermal Lid 4-inch cover.',
    )
    expect(await seriousA11yViolations(page)).toEqual([])

    // A figure edited after the pick is the visitor's own: the listing is no longer named.
    await tool.getByLabel('Standby power (watts)').fill('210')
    await expect(tool.locator('.model-picker__picked')).toHaveCount(0)
    await expect(result).toContainText('Standby: 210 W, the label’s figure as you typed it.')
    await expect(page.locator('.running-cost__sources')).toContainText('The CEC figure is standby only')
    expect(problems).toEqual([])
  })

  test('fills the scorecard’s brand and model, and says when the quote’s cover is not the certified one', async ({
    page,
    problems,
  }) => {
    const { form, result } = await openTool(
      page,
      '/hot-tub-quote-scorecard',
      'The quote you were given',
      '.scorecard__result',
    )
    await form.getByLabel('Quoted price (dollars)').fill('9800')
    await findOurModels(page, 'Find your tub in the CEC’s list (optional)')
    await form.getByRole('button', { name: AURORA_6 }).click()
    await expect(form.getByLabel('Brand')).toHaveValue(BRAND)
    await expect(form.getByLabel('Model', { exact: true })).toHaveValue('Aurora 6')
    await expect(page.getByText(`Picked the ${BRAND} Aurora 6.`)).toBeVisible()

    const card = result.getByRole('region', { name: 'Ask the dealer' })
    await expect(card).toContainText(
      'Is the cover you are quoting the Thermal Lid 4-inch, the one this tub was certified with?',
    )
    await form.getByLabel('Cover written on the quote (optional)').fill('Budget Cover 3')
    const note = result.locator('.scorecard__note').filter({ hasText: 'cover on your quote' })
    await expect(note).toContainText('The cover on your quote is not the one this tub was certified with.')
    await expect(note).toContainText('tested with the Thermal Lid 4-inch cover; your quote names Budget Cover 3')
    await expect(note.getByRole('link')).toHaveAttribute('href', 'https://cacertappliances.energy.ca.gov/')
    await expect(card).toContainText('Why does the quote give Budget Cover 3')
    // A note, not a red flag: the terms stay clean.
    await expect(result.getByRole('listitem').filter({ hasText: 'Terms:' })).toContainText('No red flags')
    expect(await seriousA11yViolations(page)).toEqual([])

    // The e-mailed copy says the same: the server looks the certified cover up from the model's id.
    const email = `cover-${RUN}@example.com`
    await emailMeThis(page, 'scorecard', 'Kim', email)
    const mailText = () =>
      receivedMail()
        .filter((mail) => mail.to.includes(email))
        .map((mail) => mail.raw.replace(/=\r?\n/g, ''))
        .join('\n')
    await expect.poll(mailText, { timeout: 30_000 }).toContain('The cover on your quote is not the one this tub was')
    expect(mailText()).toContain('Thermal Lid 4-inch')

    // The same cover, written another way, is the certified one.
    await form.getByLabel('Cover written on the quote (optional)').fill('THERMAL LID 4 inch')
    await expect(result.locator('.scorecard__note').filter({ hasText: 'cover on your quote' })).toContainText(
      'The cover on your quote is the one this tub was certified with.',
    )
    // Typing another model drops the pick and its cover note.
    await form.getByLabel('Model', { exact: true }).fill('Aurora 7')
    await expect(result.locator('.scorecard__note').filter({ hasText: 'certified with' })).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('says plainly when nothing matches, and when our list is empty', async ({ page, problems }) => {
    await page.goto('/hot-tub-running-cost')
    const picker = page.getByLabel('Find your tub in the CEC’s list (optional)')
    await picker.fill(`nothing ${RUN}`)
    await expect(page.getByText(`No certified model in our list matches “nothing ${RUN}”.`)).toBeVisible()
    // A fresh site's list, as the API answers it before staff import the CEC's file.
    await page.route('**/api/tools/spa-models?*', (route) =>
      route.fulfill({ json: { models: [], listSize: 0, importedOn: null } }),
    )
    await picker.fill('aurora')
    await expect(
      page.getByText('Our list of certified models is empty for now: type the figures from the tub’s label below.'),
    ).toBeVisible()
    expect(problems).toEqual([])
  })
})
