import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'

// The Nu HTML checker (the W3C validator's engine), from the vnu-jar package; it runs on Java,
// which `npm test` installs when it is missing (scripts/test.ts).
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

/**
 * Every page template, as the server sends it: the templates of `npm run bench:pages`, the pages
 * whose rich text holds lists, a completion page, a listing of videos and the 404 page.
 */
const PAGES = [
  '/',
  '/content/articles',
  '/content/videos',
  '/guide',
  '/bluecrest-spas-review',
  '/hot_tub_shells',
  '/asktheexperts',
  '/price-check',
  '/consult',
  '/search/jets',
  '/enzyme_systems',
  '/insulation_systems',
  '/complete/pbs',
  '/no-such-page-for-the-html-check',
]

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string }

describeOnDesktop('valid HTML', 'the HTML is the same for every viewport', () => {
  test('the Nu HTML checker finds no error on any page template', async ({ request }) => {
    test.setTimeout(180_000)
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-valid-html-'))
    try {
      const files: Record<string, string> = {}
      for (const page of PAGES) {
        const response = await request.get(page)
        expect(response.status(), page).toBe(page.startsWith('/no-such-page') ? 404 : 200)
        const file = path.join(folder, `${page.replace(/[^\w-]+/g, '_') || 'home'}.html`)
        fs.writeFileSync(file, await response.body())
        files[`file:${file}`] = page
      }

      // One run for every page: the checker's start-up is most of its time.
      const run = spawnSync(
        'java',
        [
          '-jar',
          VNU_JAR,
          '--format',
          'json',
          '--errors-only',
          ...Object.keys(files).map((url) => url.slice('file:'.length)),
        ],
        { encoding: 'utf8' },
      )
      expect(run.error, 'java could not be started').toBeUndefined()
      const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
      const errors = messages.map(
        (m) =>
          `${files[m.url] ?? m.url}:${m.lastLine ?? '?'} ${m.type}: ` +
          `${m.message}${m.extract ? ` (${m.extract.trim()})` : ''}`,
      )
      expect(errors, "the checker's errors").toEqual([])
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})
