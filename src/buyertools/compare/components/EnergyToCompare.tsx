'use client'

import { centsAsDollars } from '@/site/numbers'
import { SiteLink } from '@/site/shell/SiteLink'
import { useLocationQuery } from '@/site/useLocationQuery'

import { energyBackToCompare } from '../comparisonLink'

/**
 * The running-cost result's way into the compare tool: back to the comparison that sent the visitor
 * here, as the energy of the tub they worked it out for, or as the first tub of a new comparison.
 */
export function EnergyToCompare({ yearCents }: { yearCents: number }) {
  const back = energyBackToCompare(useLocationQuery(), Math.round(yearCents / 100))
  if (back.tubName !== null) {
    return (
      <p>
        Comparing tubs?{' '}
        <SiteLink href={back.href}>
          Take {centsAsDollars(yearCents)} a year back to {back.tubName}
        </SiteLink>{' '}
        in your comparison.
      </p>
    )
  }
  return (
    <p>
      Weighing two tubs? Take this one&rsquo;s {centsAsDollars(yearCents)} a year into our{' '}
      <SiteLink href={back.href}>compare tool</SiteLink> as the first tub&rsquo;s energy. Each tub there has its own
      link back here for its own figure.
    </p>
  )
}
