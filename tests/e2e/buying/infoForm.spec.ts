import type { Page } from '@playwright/test'

import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { postFrom } from '../../support/e2e/fromAddress'
import { receivedMail } from '../../support/e2e/mailbox'

const MESSAGE = 'Please complete all fields!'
/** Leads are made from an address of this spec's own, so the site's per-address limit on new leads is not shared. */
const LEAD_MAKER = '127.0.13.1'

/** A lead of a one-word name at a fresh address (one lead per address); its id opens the form. */
async function aLead(baseURL: string, name: string, from = LEAD_MAKER): Promise<{ leadId: string; email: string }> {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}@example.com`
  const created = await postFrom(baseURL, from, '/api/leads/newLead', {
    firstName: name,
    email,
    phone: '5550100300',
    zipCode: '90210',
    source: 'Full PBS',
  })
  expect(created.status, created.body).toBe(201)
  return { leadId: (JSON.parse(created.body) as { data: { _id: string } }).data._id, email }
}

const infoSends = (page: Page) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads/info')
      sent.push(request.postData() ?? '')
  })
  return sent
}

test.describe('the information form decides as the server does', () => {
  test(
    'an e-mail without @ is refused in the browser with the ' +
      "spec's message, nothing is sent and no thank-you shows",
    async ({ page, baseURL, problems }) => {
      const { leadId } = await aLead(baseURL!, 'Bono')
      const sent = infoSends(page)
      await page.goto(`/infoRequest/${leadId}`)
      const form = page.getByRole('form', { name: 'Buyers Program information' })
      await expect(form.getByLabel('Name')).toHaveValue('Bono')

      await form.getByLabel('E-mail').fill('bono.example.com')
      await form.getByLabel('Details').fill('A quiet tub for two.')
      await form.getByRole('button', { name: 'Send my information' }).click()
      await expect(form.getByRole('alert')).toHaveText(MESSAGE)
      await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid')
      // What was typed stays; the thank-you view never opened.
      await expect(form.getByLabel('E-mail')).toHaveValue('bono.example.com')
      await expect(form.getByLabel('Details')).toHaveValue('A quiet tub for two.')
      await expect(page.getByRole('heading', { name: 'Thank you' })).toHaveCount(0)
      expect(await seriousA11yViolations(page)).toEqual([])
      expect(sent).toEqual([])
      expect(problems).toEqual([])
    },
  )

  test('a one-word name is accepted end to end; a failed send keeps the form and can be sent again', async ({
    page,
    baseURL,
    request,
    problems,
  }) => {
    const { leadId, email } = await aLead(baseURL!, 'Cher')
    const details = `One tub for two, quiet pumps (${Date.now().toString(36)})`
    const sent = infoSends(page)
    await page.goto(`/infoRequest/${leadId}`)
    const form = page.getByRole('form', { name: 'Buyers Program information' })
    await expect(form.getByLabel('Name')).toHaveValue('Cher')
    await form.getByLabel('Details').fill(details)

    // The connection drops: no thank-you, everything typed is kept, and the visitor may send again.
    await page.route('**/api/leads/info', (route) => route.abort('internetdisconnected'))
    await form.getByRole('button', { name: 'Send my information' }).click()
    await expect(form.getByRole('alert')).toContainText('could not reach the server')
    await expect(page.getByRole('heading', { name: 'Thank you' })).toHaveCount(0)
    await expect(form.getByLabel('Details')).toHaveValue(details)
    await page.unroute('**/api/leads/info')

    await form.getByRole('button', { name: 'Send again' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
    await expect(page.getByText('could not reach the server')).toHaveCount(0)
    expect(sent.map((body) => JSON.parse(body) as Record<string, string>)).toEqual([
      expect.objectContaining({ leadId, firstName: 'Cher', lastName: 'Cher', email, details }),
      expect.objectContaining({ leadId, firstName: 'Cher', lastName: 'Cher', email, details }),
    ])

    // Stored: the lead reads back as Cher, Cher, and the form shows the name as typed.
    const lead = await request.get(`/api/leads/getLead/${leadId}`)
    expect(((await lead.json()) as { data: Record<string, string> }).data).toMatchObject({
      firstName: 'Cher',
      lastName: 'Cher',
    })
    await page.goto(`/infoRequest/${leadId}`)
    await expect(page.getByRole('form', { name: 'Buyers Program information' }).getByLabel('Name')).toHaveValue('Cher')
    await expect
      .poll(
        () =>
          receivedMail().some(
            (mail) => mail.to.includes('buyers-program@tubwise.example') && mail.raw.includes(details),
          ),
        { timeout: 30_000 },
      )
      .toBe(true)
    expect(problems).toEqual([])
  })
  // Found by npm run scan on the production build: the unique index's error was not recognised there.
  // Then a refusal confirmed that the address was a lead: now it is answered as any address is.
  // Through the API from an address of this test's own: the browser's posts share 127.0.0.1's
  // allowance on this endpoint with the other information-form tests.
  test("another lead's address gets the same answer as any address, and this lead keeps its own", async ({
    baseURL,
    request,
  }) => {
    const from = test.info().project.name === 'desktop' ? '127.0.13.2' : '127.0.13.3'
    const taken = await aLead(baseURL!, 'Sonny', from)
    const { leadId, email } = await aLead(baseURL!, 'Gregg', from)
    const body = {
      leadId,
      firstName: 'Gregg',
      lastName: 'Gregg',
      email: taken.email.toUpperCase(),
      zipCode: '90210',
      phone: '5550100300',
      details: 'Two adults, one lounger.',
    }
    const answered = await postFrom(baseURL!, from, '/api/leads/info', body)
    expect({ status: answered.status, body: JSON.parse(answered.body) as unknown }).toEqual({
      status: 200,
      body: { ok: true },
    })
    const lead = await request.get(`/api/leads/getLead/${leadId}`)
    expect(((await lead.json()) as { data: Record<string, string> }).data).toMatchObject({ email })
  })
})
