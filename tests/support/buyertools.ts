import type { CertifiedModel } from '@/buyertools/certifiedModels/certifiedModel'

/** A listing as the CEC gives one (our names: the tests need no real model). */
export const certifiedListing = (id: string, coverModel: string | null): CertifiedModel => ({
  id,
  brand: 'Northstar Spas',
  model: 'Polaris 6',
  spaType: 'standard',
  fillVolumeGallons: 345,
  standbyWatts: 198,
  coverModel,
  listedOn: '2021-03-15',
})

/** A scorecard's answers past the tub and its price: a $1,000 deposit, no finance offer, a dealer's warranty. */
export const scorecardTerms = {
  salesTaxPercent: 'unknown',
  depositDollars: '1000',
  amountFinancedDollars: 'unknown',
  aprPercent: 'unknown',
  months: 'unknown',
  financeFeesDollars: 'unknown',
  deferredInterest: 'no',
  todayOnly: false,
  warranty: { shell: '10', plumbing: '5', equipment: '5', labor: '2' },
  warrantyService: 'dealer',
  criteria: { shell: 'yes', plumbing: 'yes', jets: 'yes', components: 'yes', foam: 'yes' },
} as const
