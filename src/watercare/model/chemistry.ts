/**
 * The chemistry the doses and the saturation index stand on: molar masses, litres and ppm, and the
 * carbonate and cyanurate buffers that decide how far an acid or a base moves the pH.
 *
 * Sources: molar masses from PubChem; K1 and K2 of carbonic acid against temperature from Plummer and
 * Busenberg (1982, eq. 13, table 3); cyanuric acid's pKa 6.83 and its 0.38772 ppm of alkalinity (as CaCO3)
 * per ppm from PoolMath as pypoolchem publishes them (`SOURCES`).
 */

import { LITRES_PER_GALLON } from '@/site/volume'

/** g/mol (PubChem). Alkalinity and hardness are counted "as CaCO3": 100.09 g/mol, 50.045 g per equivalent. */
export const MOLAR_MASS = {
  calciumCarbonate: 100.09,
  sodiumBicarbonate: 84.007,
  sodiumCarbonate: 105.99,
  sodiumBisulfate: 120.06,
  calciumChlorideDihydrate: 147.01,
  cyanuricAcid: 129.07,
} as const

export const CACO3_PER_EQUIVALENT = MOLAR_MASS.calciumCarbonate / 2
export const GRAMS_PER_OUNCE = 28.349523125
/** Cyanuric acid's first pKa, as PoolMath uses it. */
export const CYANURIC_PKA = 6.83

export const litresIn = (gallons: number) => gallons * LITRES_PER_GALLON

/** Grams that raise `gallons` of water by `ppm` (mg/L) of whatever one gram brings at `strength`. */
export const gramsFor = (ppm: number, gallons: number, strength: number) => (ppm * litresIn(gallons)) / 1000 / strength

export const celsiusFrom = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9

/** log10 K1 and K2 of carbonic acid at `kelvin` (Plummer and Busenberg 1982). */
export function carbonicConstants(kelvin: number): { k1: number; k2: number } {
  const log = Math.log10(kelvin)
  const logK1 = -356.3094 - 0.06091964 * kelvin + 21834.37 / kelvin + 126.8339 * log - 1684915 / kelvin ** 2
  const logK2 = -107.8871 - 0.03252849 * kelvin + 5151.79 / kelvin + 38.92561 * log - 563713.9 / kelvin ** 2
  return { k1: 10 ** logK1, k2: 10 ** logK2 }
}

/** Equivalents of alkalinity per mole of dissolved carbonate at this pH: α1 + 2·α2. */
export function carbonateAlkalinityPerMole(pH: number, waterF: number): number {
  const { k1, k2 } = carbonicConstants(celsiusFrom(waterF) + 273.15)
  const h = 10 ** -pH
  const denominator = h * h + k1 * h + k1 * k2
  return (k1 * h + 2 * k1 * k2) / denominator
}

/** The part of a total alkalinity test (ppm as CaCO3) that is cyanurate, not carbonate. */
export function cyanurateAlkalinity(cyanuricPpm: number, pH: number): number {
  const ppmAsCaCO3PerPpm = CACO3_PER_EQUIVALENT / MOLAR_MASS.cyanuricAcid
  return (ppmAsCaCO3PerPpm * cyanuricPpm) / (1 + 10 ** (CYANURIC_PKA - pH))
}

export type Water = {
  pH: number
  totalAlkalinity: number
  cyanuricAcid: number
  waterF: number
}

/**
 * Moles of carbonate per litre, ×1000 and "as CaCO3 equivalents" (so in the same ppm as alkalinity): what an
 * acid or a base leaves unchanged while it moves the pH (the tub is treated as closed for the minutes it
 * takes; CO2 leaving with the jets on raises the pH later, which is why the plan retests).
 */
export function carbonateTotal({ pH, totalAlkalinity, cyanuricAcid, waterF }: Water): number {
  const carbonate = Math.max(0, totalAlkalinity - cyanurateAlkalinity(cyanuricAcid, pH))
  return carbonate / carbonateAlkalinityPerMole(pH, waterF)
}

/**
 * Alkalinity (ppm as CaCO3) a strong acid must take away to bring the water from its pH to `targetPH`.
 * Each equivalent of acid removes one equivalent of alkalinity; the carbonate stays.
 */
export function acidDemand(water: Water, targetPH: number): number {
  const total = carbonateTotal(water)
  const after = total * carbonateAlkalinityPerMole(targetPH, water.waterF)
  return water.totalAlkalinity - (after + cyanurateAlkalinity(water.cyanuricAcid, targetPH))
}

/**
 * Sodium carbonate (ppm as CaCO3 equivalents of carbonate, i.e. mmol/L × 50.045) that raises the pH to
 * `targetPH`: each mole adds one mole of carbonate and two equivalents of alkalinity, so
 * x = (C·f₂ + cya₂ − TA) ÷ (2 − f₂), where f₂ is the alkalinity per mole of carbonate at the target pH.
 */
export function carbonateDemand(water: Water, targetPH: number): number {
  const total = carbonateTotal(water)
  const perMole = carbonateAlkalinityPerMole(targetPH, water.waterF)
  return (total * perMole + cyanurateAlkalinity(water.cyanuricAcid, targetPH) - water.totalAlkalinity) / (2 - perMole)
}
