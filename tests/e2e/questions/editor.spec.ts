import type { Page } from '@playwright/test'

import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { recordScripts } from '../../support/e2e/downloadedScripts'
import { holdScripts } from '../../support/e2e/heldScripts'

/** A class name only ProseMirror's view code contains: present in a script means the editor was loaded. */
const EDITOR_CODE_MARKER = 'ProseMirror-separator'
/** A sentence only the ask and reply form's code contains. */
const FORM_CODE_MARKER = 'Enter your name and e-mail to send.'

/** Opens the ask form on the ask-the-experts page and returns the question editor's parts. */
async function openQuestionEditor(page: Page) {
  await page.goto('/asktheexperts')
  await page.getByRole('button', { name: 'Ask a Question' }).click()
  // The rich editor's own text box, not the plain one it replaces once its code has loaded.
  const editor = page.locator('[data-rich-text-editor]')
  const textbox = editor.getByRole('textbox', { name: 'Your question' })
  await expect(textbox).toBeVisible()
  return { editor, textbox, toolbar: editor.getByRole('toolbar', { name: 'Formatting' }) }
}

test.describe('question editor', () => {
  test(
    'is downloaded only when the form opens; the form’s own ' +
      'code comes before, once Ask a Question is near the screen',
    async ({ page }) => {
      const scripts = recordScripts(page)
      await page.goto('/asktheexperts')
      await page.waitForLoadState('networkidle')
      await expect(page.locator('.ProseMirror')).toHaveCount(0)
      await expect(page.locator('[data-rich-text-editor]')).toHaveCount(0)
      const loadedWithPage = scripts.count()
      expect(
        await scripts.containing(EDITOR_CODE_MARKER),
        'editor code among the scripts the page loads by itself',
      ).toEqual([])
      await page.getByRole('button', { name: 'Ask a Question' }).scrollIntoViewIfNeeded()
      const withFormCode = async () => (await scripts.containing(FORM_CODE_MARKER)).length > 0
      await expect.poll(withFormCode, { message: 'the form’s code, fetched before the press' }).toBe(true)

      await page.getByRole('button', { name: 'Ask a Question' }).click()
      await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible()
      await expect(page.locator('.ProseMirror')).toHaveCount(1)
      expect(
        (await scripts.containing(EDITOR_CODE_MARKER, loadedWithPage)).length,
        'a script with the editor, fetched on opening',
      ).toBeGreaterThan(0)
    },
  )

  test(
    'takes typing in a plain field before its code arrives, ' +
      'then carries the text and the focus into the rich editor',
    async ({ page, problems }) => {
      const editorCode = await holdScripts(page, (code) => code.includes(EDITOR_CODE_MARKER))
      await page.goto('/asktheexperts')
      await page.getByRole('button', { name: 'Ask a Question' }).click()
      const form = page.getByRole('form', { name: 'Ask a question' })
      const plain = form.getByRole('textbox', { name: 'Your question' })
      await plain.click()
      await page.keyboard.type('Is a <b>salt</b> system worth it?\nMine is 400 gallons.')
      await expect(form.locator('[data-rich-text-editor]')).toBeHidden()

      editorCode.release()
      const rich = form.locator('[data-rich-text-editor]').getByRole('textbox', { name: 'Your question' })
      await expect(rich).toBeVisible()
      await expect(rich.locator('p')).toHaveText(['Is a <b>salt</b> system worth it?', 'Mine is 400 gallons.'])
      await expect(rich).toBeFocused()
      await page.keyboard.type(' Thanks!')
      await expect(rich.locator('p').last()).toHaveText('Mine is 400 gallons. Thanks!')
      await expect(form.locator('textarea')).toHaveCount(0)
      expect(await seriousA11yViolations(page)).toEqual([])
      expect(problems).toEqual([])
    },
  )

  test('shows the placeholder, takes typing, bolds from the toolbar, undoes and redoes', async ({ page }) => {
    const { textbox, toolbar } = await openQuestionEditor(page)
    await expect(textbox).toHaveAttribute('aria-multiline', 'true')
    await expect(textbox.locator('p[data-placeholder="Type Here..."]')).toHaveCount(1)

    await textbox.click()
    await page.keyboard.type('Which tub')
    // Longer than the 500 ms grouping delay, so the next words are an undo step of their own.
    await page.waitForTimeout(800)
    await page.keyboard.type(' is best?')
    await expect(textbox).toHaveText('Which tub is best?')

    await page.keyboard.press('ControlOrMeta+a')
    const bold = toolbar.getByRole('button', { name: 'Bold', exact: true })
    await expect(bold).toHaveAttribute('aria-pressed', 'false')
    await bold.click()
    await expect(textbox.locator('strong')).toHaveText('Which tub is best?')
    await expect(bold).toHaveAttribute('aria-pressed', 'true')

    const undo = toolbar.getByRole('button', { name: 'Undo', exact: true })
    await undo.click()
    await expect(textbox.locator('strong')).toHaveCount(0)
    await undo.click()
    await expect(textbox).toHaveText('Which tub')
    await toolbar.getByRole('button', { name: 'Redo', exact: true }).click()
    await expect(textbox).toHaveText('Which tub is best?')
  })

  test('link dialog: required fields, insert disabled until valid, links open in a new tab', async ({ page }) => {
    const { textbox, toolbar } = await openQuestionEditor(page)
    await textbox.click()
    await page.keyboard.type('Read ')

    await toolbar.getByRole('button', { name: 'Insert link', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Insert link' })
    await expect(dialog).toBeVisible()
    const url = dialog.getByLabel('URL', { exact: true })
    const text = dialog.getByLabel('Link text', { exact: true })
    const insert = dialog.getByRole('button', { name: 'Insert', exact: true })
    await expect(url).toBeFocused()
    await expect(dialog.getByLabel('Open in a new tab')).toBeChecked()
    await expect(insert).toBeDisabled()

    // Touch both fields and leave them empty.
    await url.press('Tab')
    await expect(text).toBeFocused()
    await text.press('Tab')
    await expect(dialog.getByText('This is required', { exact: true })).toHaveCount(2)
    await expect(insert).toBeDisabled()

    await text.fill('the guide')
    await url.fill('javascript:alert(1)')
    await expect(insert).toBeDisabled()
    await url.fill('https://example.com/guide')
    await expect(dialog.getByText('This is required', { exact: true })).toHaveCount(0)
    await expect(insert).toBeEnabled()
    expect(await seriousA11yViolations(page)).toEqual([])

    await insert.click()
    await expect(dialog).toBeHidden()
    const link = textbox.locator('a')
    await expect(link).toHaveText('the guide')
    await expect(link).toHaveAttribute('href', 'https://example.com/guide')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    await expect(textbox).toBeFocused()

    // Escape closes without inserting anything.
    await toolbar.getByRole('button', { name: /^(Insert|Edit) link$/ }).click()
    await expect(dialog.or(page.getByRole('dialog', { name: 'Edit link' }))).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(textbox.locator('a')).toHaveCount(1)
  })

  test('image dialog refuses a javascript: source', async ({ page }) => {
    const { textbox, toolbar } = await openQuestionEditor(page)
    await textbox.click()
    await toolbar.getByRole('button', { name: 'Insert image', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Insert image' })
    await expect(dialog).toBeVisible()
    const insert = dialog.getByRole('button', { name: 'Insert', exact: true })
    // Unchanged, so not yet insertable.
    await expect(insert).toBeDisabled()

    const source = dialog.getByLabel('Image URL', { exact: true })
    await source.fill('javascript:alert(1)')
    await source.press('Tab')
    await expect(dialog.getByText('Please enter a valid URL', { exact: true })).toBeVisible()
    await expect(source).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByLabel('Alternative text', { exact: true }).fill('A hot tub')
    await expect(insert).toBeDisabled()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(textbox.locator('img')).toHaveCount(0)
  })

  test('colour picker: 16 named swatches in two rows of 8, and Remove colour', async ({ page }) => {
    const { textbox, toolbar } = await openQuestionEditor(page)
    await textbox.click()
    await page.keyboard.type('Warm water')
    await page.keyboard.press('ControlOrMeta+a')

    const trigger = toolbar.getByRole('button', { name: 'Text colour', exact: true })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = toolbar.getByRole('group', { name: 'Text colour' })
    const swatches = panel.getByRole('button', { name: /^Colour: / })
    await expect(swatches).toHaveCount(16)
    await expect(panel.getByRole('button', { name: 'Remove colour', exact: true })).toBeVisible()
    const boxes = await swatches.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()))
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'rows').toBe(2)
    expect(new Set(boxes.map((box) => Math.round(box.left))).size, 'columns').toBe(8)
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(40)
    expect(await seriousA11yViolations(page)).toEqual([])

    await panel.getByRole('button', { name: 'Colour: Dark red', exact: true }).click()
    await expect(panel).toBeHidden()
    await expect(textbox.locator('span[style*="color"]')).toHaveText('Warm water')
    await expect(toolbar.getByRole('button', { name: 'Text colour: Dark red', exact: true })).toBeVisible()
  })

  test('keyboard only: Tab reaches the toolbar and then the text, arrows move along the toolbar, Tab leaves', async ({
    page,
  }) => {
    // Keyboard from wherever opening the form left the focus (the button, or the form's first field).
    const { textbox, toolbar } = await openQuestionEditor(page)
    const focusInToolbar = () => toolbar.evaluate((element) => element.contains(document.activeElement))
    let reached = false
    for (let press = 0; press < 60 && !reached; press += 1) {
      await page.keyboard.press('Tab')
      reached = await focusInToolbar()
    }
    expect(reached, 'Tab reaches the toolbar').toBe(true)
    // The whole toolbar is one Tab stop: the next Tab goes into the text.
    await page.keyboard.press('Tab')
    await expect(textbox).toBeFocused()

    // Tab never gets stuck in the text, not even in a list, where it would usually nest the item.
    await page.keyboard.type('- first point')
    await page.keyboard.press('Enter')
    await page.keyboard.type('second point')
    await expect(textbox.locator('ul > li')).toHaveCount(2)
    await page.keyboard.press('Tab')
    await expect(textbox).not.toBeFocused()
    await expect(textbox.locator('ul ul')).toHaveCount(0)
    await page.keyboard.press('Shift+Tab')
    await expect(textbox).toBeFocused()

    // Select all (the editor's own command, so the selection is in its state at once), back to
    // the toolbar, along it with the arrow keys, and press Bold with the keyboard.
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Shift+Tab')
    expect(await focusInToolbar()).toBe(true)
    await page.keyboard.press('Home')
    await expect(toolbar.getByRole('combobox', { name: 'Text style' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    const bold = toolbar.getByRole('button', { name: 'Bold', exact: true })
    await expect(bold).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(bold).toHaveAttribute('aria-pressed', 'true')
    await expect(textbox.locator('li strong')).toHaveText(['first point', 'second point'])
    await page.keyboard.press('End')
    await expect(toolbar.getByRole('button', { name: 'Redo', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(textbox).toBeFocused()
  })
})
