/**
 * The calcite saturation index (CSI) by the formula TroubleFreePool's PoolMath uses, as pypoolchem publishes
 * it, not a chart of rounded factors:
 *
 *   CSI = pH − 11.677 + log10(CH) + log10(carbonate alkalinity) − 2.56·√I ÷ (1 + 1.65·√I) − 1412.5 ÷ T + 4.7375
 *
 * with T the water's temperature in kelvin (the temperature factor), carbonate alkalinity = TA − the
 * cyanurate alkalinity (`chemistry.ts`), and the ionic strength I = (1.5·CH + TA) ÷ 50045 + extra salt ÷ 58440,
 * extra salt being the salt above 1.1678 × CH. Words: −0.3 to +0.3 balanced, below corrosive, above
 * scale-forming (pypoolchem's `interpret_csi`).
 */

import { celsiusFrom, cyanurateAlkalinity } from './chemistry'

export type IndexWords = 'corrosive' | 'balanced' | 'scale-forming'

export type SaturationInput = {
  pH: number
  waterF: number
  calciumHardness: number
  totalAlkalinity: number
  cyanuricAcid: number
  /** Salt in ppm; a hot tub without a salt system has none worth counting. */
  salt?: number
}

export type SaturationIndex = {
  /** null when calcium or carbonate alkalinity is zero: the logarithm has no value, the water is corrosive. */
  value: number | null
  words: IndexWords
}

export const BALANCED_WITHIN = 0.3

export function saturationIndex(input: SaturationInput): SaturationIndex {
  const { pH, waterF, calciumHardness, totalAlkalinity, cyanuricAcid, salt = 0 } = input
  const carbonate = totalAlkalinity - cyanurateAlkalinity(cyanuricAcid, pH)
  if (calciumHardness <= 0 || carbonate <= 0) return { value: null, words: 'corrosive' }
  const extraSalt = Math.max(0, salt - 1.1678 * calciumHardness)
  const ionic = (1.5 * calciumHardness + totalAlkalinity) / 50045 + extraSalt / 58440
  const ionicTerm = (2.56 * Math.sqrt(ionic)) / (1 + 1.65 * Math.sqrt(ionic))
  const temperatureTerm = 1412.5 / (celsiusFrom(waterF) + 273.15)
  const value = pH - 11.677 + Math.log10(calciumHardness) + Math.log10(carbonate) - ionicTerm - temperatureTerm + 4.7375
  return { value, words: wordsFor(value) }
}

export function wordsFor(value: number): IndexWords {
  if (value < -BALANCED_WITHIN) return 'corrosive'
  if (value > BALANCED_WITHIN) return 'scale-forming'
  return 'balanced'
}
