import type { CareInput } from '@/watercare/model/plan'

/** A 400-gallon chlorine tub with every reading in range: each test changes what it is about. */
export const balanced: CareInput = {
  gallons: 400,
  sanitiser: 'chlorine',
  sanitiserPpm: 3,
  pH: 7.5,
  totalAlkalinity: 100,
  calciumHardness: 175,
  cyanuricAcid: null,
  waterF: 102,
  bathersPerDay: 2,
}
