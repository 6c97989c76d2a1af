import type { Metadata } from 'next'

import { getChemicalLinks } from '@/commerce/shop/chemicalLinks'
import { pageAlternates } from '@/site/metadata'
import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { WaterCarePage } from '@/watercare/components/WaterCarePage'
import { readCareQuery } from '@/watercare/query'

import { CalculatorWithPicker } from './CalculatorWithPicker'

// The plan is worked out from the address's readings, per request: a GET form that needs no app.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await getSiteSettings()
  return {
    title: 'What do I add, and how much? Hot tub water-care calculator',
    description:
      'Type in your hot tub’s test readings: what to add, in which order, how much and how long to wait, ' +
      'each figure with its source.',
    alternates: pageAlternates('/water-care', productName),
  }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `/water-care`: the owner's corner, with the water-care calculator as its main content. */
export default async function WaterCareRoute({ searchParams }: Props) {
  const { values, asked } = readCareQuery(await searchParams)
  const shop = await getChemicalLinks()
  const today = new Date().toISOString().slice(0, 10)
  return (
    <WaterCarePage calculator={<CalculatorWithPicker initial={values} asked={asked} today={today} shop={shop} />} />
  )
}
