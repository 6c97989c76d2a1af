/**
 * The care plan: what to add, in which order, how much and how long to wait, from one set of test readings.
 *
 * Order (from the bromine three-step method, which we apply to chlorine too): total alkalinity, then pH once
 * the alkalinity is in range, then calcium, then the sanitiser. A pH dose is worked out only when the
 * alkalinity needs no change: after an alkalinity step the pH has moved, so the plan says to retest.
 * Every dose aims at the middle of its range (`targets.ts`).
 */

import { acidDemand, carbonateDemand, gramsFor, type Water } from './chemistry'
import { drainIntervalDays } from './drain'
import { OPTIONAL_EXTRAS, type OptionalExtra } from './optionalExtras'
import { amountOf, type Amount, PRODUCTS, type ProductId } from './products'
import { saturationIndex, type SaturationIndex } from './saturationIndex'
import type { SourceId } from './sources'
import { BROMINE_PER_CHLORINE, MAX_CYANURIC_PPM, MAX_WATER_F, type Sanitiser, TARGETS, type Targets } from './targets'

export type CareInput = {
  gallons: number
  sanitiser: Sanitiser
  /** Free chlorine, or bromine, in ppm. */
  sanitiserPpm: number
  pH: number
  totalAlkalinity: number
  calciumHardness: number
  /** null: not tested (counted as none). */
  cyanuricAcid: number | null
  waterF: number
  bathersPerDay: number
}

export type Reading = 'sanitiser' | 'pH' | 'totalAlkalinity' | 'calciumHardness' | 'cyanuricAcid'

export type Addition = {
  action: 'add'
  reading: Reading
  product: ProductId
  amount: Amount
  from: number
  to: number
  waitMinutes: number
  /** What else the addition moves: an acid takes alkalinity with it. */
  alsoLowersAlkalinityBy?: number
  alsoRaisesAlkalinityBy?: number
  /** Lowering alkalinity: take the pH to 7.2 with acid, run the jets with the cover off until it climbs, repeat. */
  thenAerateAndRepeat?: boolean
  /** Bromine: the dichlor turns the bromide bank into bromine; the tablets keep it there. */
  throughBromideBank?: boolean
}

export type Advice = {
  /**
   * retestAfterAlkalinity: the pH is out of range but has moved with the alkalinity step; test again.
   * aerate: alkalinity is high and the pH already at 7.2: jets on, cover off until the pH climbs, then acid.
   * dilute: only new water lowers it (calcium, cyanuric acid): drain part and refill.
   * waitUntilBelowMax: sanitiser above the most allowed while soaking: cover off, no soak until it falls.
   */
  action: 'retestAfterAlkalinity' | 'aerate' | 'dilute' | 'waitUntilBelowMax'
  reading: Reading
  from: number
}

export type Step = Addition | Advice

/** Where each formula the plan used comes from, for the page to show beside its result. */
export const FORMULA_SOURCES = {
  order: ['bromineOrder'],
  pHDose: ['plummerBusenberg', 'poolMathCsi', 'pubchem'],
  index: ['poolMathCsi', 'csiThresholds'],
  drain: ['drainRule', 'drainRuleCode'],
  bromineFromDichlor: ['laMotteBromine'],
  lowestPHForAcid: ['spaEssentialsPhDown'],
} as const satisfies Record<string, readonly SourceId[]>

export type CarePlan = {
  targets: Targets
  steps: Step[]
  index: SaturationIndex
  drainEveryDays: number
  tooHot: boolean
  /** Separate from the steps: optional, never part of the sanitiser plan. */
  optional: readonly OptionalExtra[]
  sources: typeof FORMULA_SOURCES
}

/** "Do not … allow pH to drop below 7.2" (Spa Essentials pH Decreaser label). */
const LOWEST_PH_FOR_ACID = 7.2

export function carePlan(input: CareInput): CarePlan {
  const targets = TARGETS[input.sanitiser]
  const water: Water = {
    pH: input.pH,
    totalAlkalinity: input.totalAlkalinity,
    cyanuricAcid: input.cyanuricAcid ?? 0,
    waterF: input.waterF,
  }
  const alkalinity = alkalinityStep(input, water, targets)
  const steps = [
    alkalinity,
    alkalinity ? pHOutOfRange(input, targets) : pHStep(input, water, targets),
    calciumStep(input, targets),
    ...sanitiserSteps(input, targets),
  ].filter((step): step is Step => step !== null)
  return {
    targets,
    steps,
    index: saturationIndex({ ...water, calciumHardness: input.calciumHardness }),
    drainEveryDays: drainIntervalDays(input.gallons, input.bathersPerDay),
    tooHot: input.waterF > MAX_WATER_F,
    optional: OPTIONAL_EXTRAS,
    sources: FORMULA_SOURCES,
  }
}

function addition(
  product: ProductId,
  grams: number,
  rest: Omit<Addition, 'action' | 'product' | 'amount' | 'waitMinutes'>,
) {
  return {
    action: 'add',
    product,
    amount: amountOf(product, grams),
    waitMinutes: PRODUCTS[product].waitMinutes,
    ...rest,
  } satisfies Addition
}

function alkalinityStep({ gallons, totalAlkalinity, pH }: CareInput, water: Water, targets: Targets): Step | null {
  const { min, max, aim } = targets.totalAlkalinity
  if (totalAlkalinity < min) {
    const rise = aim - totalAlkalinity
    return addition('sodiumBicarbonate', gramsFor(rise, gallons, PRODUCTS.sodiumBicarbonate.strength), {
      reading: 'totalAlkalinity',
      from: totalAlkalinity,
      to: aim,
    })
  }
  if (totalAlkalinity <= max) return null
  // Acid lowers alkalinity one for one, but only down to pH 7.2 at a time (the pH decreaser labels' floor);
  // aeration then raises the pH without adding alkalinity back.
  if (pH <= LOWEST_PH_FOR_ACID) return { action: 'aerate', reading: 'totalAlkalinity', from: totalAlkalinity }
  const drop = Math.min(acidDemand(water, LOWEST_PH_FOR_ACID), totalAlkalinity - aim)
  return addition('sodiumBisulfate', gramsFor(drop, gallons, PRODUCTS.sodiumBisulfate.strength), {
    reading: 'totalAlkalinity',
    from: totalAlkalinity,
    to: totalAlkalinity - drop,
    thenAerateAndRepeat: true,
  })
}

function pHOutOfRange({ pH }: CareInput, targets: Targets): Step | null {
  return pH < targets.pH.min || pH > targets.pH.max
    ? { action: 'retestAfterAlkalinity', reading: 'pH', from: pH }
    : null
}

function pHStep({ gallons, pH }: CareInput, water: Water, targets: Targets): Step | null {
  const { min, max, aim } = targets.pH
  if (pH > max) {
    const acid = acidDemand(water, aim)
    return addition('sodiumBisulfate', gramsFor(acid, gallons, PRODUCTS.sodiumBisulfate.strength), {
      reading: 'pH',
      from: pH,
      to: aim,
      alsoLowersAlkalinityBy: acid,
    })
  }
  if (pH < min) {
    const carbonate = carbonateDemand(water, aim)
    return addition('sodiumCarbonate', gramsFor(carbonate, gallons, PRODUCTS.sodiumCarbonate.strength), {
      reading: 'pH',
      from: pH,
      to: aim,
      alsoRaisesAlkalinityBy: 2 * carbonate,
    })
  }
  return null
}

function calciumStep({ gallons, calciumHardness }: CareInput, targets: Targets): Step | null {
  const { min, max, aim } = targets.calciumHardness
  if (calciumHardness > max) return { action: 'dilute', reading: 'calciumHardness', from: calciumHardness }
  if (calciumHardness >= min) return null
  const rise = aim - calciumHardness
  return addition('calciumChloride', gramsFor(rise, gallons, PRODUCTS.calciumChloride.strength), {
    reading: 'calciumHardness',
    from: calciumHardness,
    to: aim,
  })
}

function sanitiserSteps(input: CareInput, targets: Targets): Step[] {
  const { gallons, sanitiser, sanitiserPpm, cyanuricAcid } = input
  const { min, max, aim } = targets.sanitiser
  const steps: Step[] = []
  if (sanitiser === 'chlorine' && cyanuricAcid !== null && cyanuricAcid > MAX_CYANURIC_PPM) {
    steps.push({ action: 'dilute', reading: 'cyanuricAcid', from: cyanuricAcid })
  }
  if (sanitiserPpm > max) steps.push({ action: 'waitUntilBelowMax', reading: 'sanitiser', from: sanitiserPpm })
  if (sanitiserPpm < min) {
    const perChlorine = sanitiser === 'bromine' ? BROMINE_PER_CHLORINE : 1
    const chlorine = (aim - sanitiserPpm) / perChlorine
    steps.push(
      addition('dichlor', gramsFor(chlorine, gallons, PRODUCTS.dichlor.strength), {
        reading: 'sanitiser',
        from: sanitiserPpm,
        to: aim,
        ...(sanitiser === 'bromine' ? { throughBromideBank: true } : {}),
      }),
    )
  }
  return steps
}
