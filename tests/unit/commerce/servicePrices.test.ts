import { describe, expect, it } from 'vitest'

import { SERVICES, type ServiceProduct } from '@/commerce/prices'
import { HOME_CARDS } from '@/content/components/HomeCards'
import { readContentFolder } from '@/content/markdown/contentFolder'

/** How prose names each service. */
const SERVICE_NAMES: [ServiceProduct, RegExp][] = [
  ['pbscheap', /guided/i],
  ['pbs', /full (private )?(buyers )?(service|buying)/i],
  ['eval', /evaluation/i],
  ['consult', /consultation/i],
]
/** "99.00 USD", "$249", "249 dollars", and a bare "99.00" (the home cards write prices so). */
const PRICE = /\$\s?(\d[\d,]*(?:\.\d{2})?)|(\d[\d,]*(?:\.\d{2})?)\s?(?:USD|dollars)\b|\b(\d[\d,]*\.\d{2})\b/g

const toCents = (amount: string) => Math.round(Number(amount.replace(/,/g, '')) * 100)

/**
 * Every service price a text states that is not in the price table, as "sentence: found". A price
 * in a sentence that names services must be the price of one of them (prose pairs names and prices
 * in either order: "the guided service is 99.00 USD", "249.00 USD for the full service"); a sentence
 * naming no service is about something else (a pump, a jet).
 */
export function servicePriceMismatches(text: string): string[] {
  const sentences = text.split(/\n+|(?<=[.!?])\s+(?=[A-Z*#-])/)
  const problems: string[] = []
  for (const sentence of sentences) {
    const named = SERVICE_NAMES.filter(([, pattern]) => pattern.test(sentence)).map(
      ([product]): number => SERVICES[product].cents,
    )
    if (named.length === 0) continue
    for (const price of sentence.matchAll(PRICE)) {
      const cents = toCents(price[1] ?? price[2] ?? price[3]!)
      if (!named.includes(cents)) problems.push(`${sentence.trim()}: ${cents}`)
    }
  }
  return problems
}

describe('service prices in the content', () => {
  const { files } = readContentFolder()

  it.each(files.map((file) => [file.fileName, file] as const))(
    '%s states only the price table’s prices',
    (_name, file) => {
      const text = [file.frontMatter.title, file.frontMatter.leader, file.frontMatter.description, file.body].join('\n')
      expect(servicePriceMismatches(text)).toEqual([])
    },
  )

  it('the home page cards state only the price table’s prices', () => {
    expect(HOME_CARDS.flatMap((card) => servicePriceMismatches(`${card.title}. ${card.text}`))).toEqual([])
  })

  it('the pages that sell name every price they sell', () => {
    const body = (path: string) => files.find((file) => file.frontMatter.path === path)!
    const consult = body('consult')
    expect(consult.body).toContain('Guided buyers service: 99.00 USD')
    expect(consult.body).toContain('Full private buyers service: 249.00 USD')
    expect(body('hot_tub_evaluation').frontMatter.description).toContain('9.95 USD')
  })

  it('catches a price that differs from the table, in any of the ways prose writes one', () => {
    expect(servicePriceMismatches('Guided buyers service: 89.00 USD')).toHaveLength(1)
    expect(servicePriceMismatches('The full service is $299 and worth it.')).toHaveLength(1)
    expect(servicePriceMismatches('Our hot tub evaluation costs 19 dollars.')).toHaveLength(1)
    expect(servicePriceMismatches('The guided service is 99.00 USD, or 199.00 USD for the full service.')).toHaveLength(
      1,
    )
    expect(servicePriceMismatches('A guided service at 89.00 or full private buying at 249.00.')).toHaveLength(1)
    expect(servicePriceMismatches('A one-off consultation is 99.00 USD.')).toEqual([])
    // Prices of things we do not sell are not service prices.
    expect(servicePriceMismatches('A pump upgrade is about $500 and a jet $45.')).toEqual([])
  })
})
