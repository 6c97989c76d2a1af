import type { TubCostsForm } from '@/buyertools/compare/schema'

/** One tub of a cost comparison as its form sends it: the label, price and life given, the rest typical figures. */
export const comparedTub = (label: string, priceDollars: number, lifeYears = 10): TubCostsForm => ({
  label,
  priceDollars: String(priceDollars),
  lifeYears: String(lifeYears),
  installDollars: '2500',
  energyDollarsPerYear: '400',
  suppliesDollarsPerYear: '300',
  coverDollars: '600',
  coverEveryYears: '6',
  repairsDollarsPerYear: '60',
})
