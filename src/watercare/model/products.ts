/**
 * The products the plan doses, each with what it is, its strength and where that figure comes from, the
 * weight of a level teaspoon where a label prints one (else null: the page gives the weight only), and how
 * long its label says to run the pump before the next addition or test.
 */

import { CACO3_PER_EQUIVALENT, GRAMS_PER_OUNCE, MOLAR_MASS } from './chemistry'
import type { SourceId } from './sources'

export type ProductId = 'sodiumBicarbonate' | 'sodiumBisulfate' | 'sodiumCarbonate' | 'calciumChloride' | 'dichlor'

export type Product = {
  name: string
  /** Also sold as. */
  soldAs: string
  /** ppm of its effect (alkalinity or hardness as CaCO3, or available chlorine) per mg/L of product. */
  strength: number
  strengthWords: string
  strengthSources: readonly SourceId[]
  gramsPerTeaspoon: number | null
  teaspoonSource: SourceId | null
  waitMinutes: number
  waitSource: SourceId
}

/** Sodium bisulfate as the spa labels sell it (SpaGuard and Spa Essentials pH Decreaser: 93.2 %). */
export const BISULFATE_PURITY = 0.932
/** Sodium dichlor as spa granules sell it: 56 % available chlorine. */
export const DICHLOR_AVAILABLE_CHLORINE = 0.56

export const PRODUCTS: Record<ProductId, Product> = {
  sodiumBicarbonate: {
    name: 'sodium bicarbonate',
    soldAs: 'alkalinity increaser, baking soda',
    strength: CACO3_PER_EQUIVALENT / MOLAR_MASS.sodiumBicarbonate,
    strengthWords: 'one equivalent of alkalinity per mole (84.007 g), taken as 100 % pure, as the label says',
    strengthSources: ['pubchem', 'spaGuardAlkalinity'],
    gramsPerTeaspoon: null,
    teaspoonSource: null,
    waitMinutes: 30,
    waitSource: 'spaGuardAlkalinity',
  },
  sodiumBisulfate: {
    name: 'sodium bisulfate',
    soldAs: 'pH decreaser, pH minus, dry acid',
    strength: (CACO3_PER_EQUIVALENT / MOLAR_MASS.sodiumBisulfate) * BISULFATE_PURITY,
    strengthWords: 'one equivalent of acid per mole (120.06 g), 93.2 % sodium bisulfate',
    strengthSources: ['pubchem', 'spaGuardPhDown', 'spaEssentialsPhDown'],
    // "2 teaspoons = 0.5 oz" on the Spa Essentials label.
    gramsPerTeaspoon: (0.5 * GRAMS_PER_OUNCE) / 2,
    teaspoonSource: 'spaEssentialsPhDown',
    waitMinutes: 30,
    waitSource: 'spaGuardPhDown',
  },
  sodiumCarbonate: {
    name: 'sodium carbonate',
    soldAs: 'pH increaser, pH plus, soda ash',
    // Per mole: one mole of carbonate (counted like the alkalinity, 50.045 mg per mmol); it adds two
    // equivalents of alkalinity, which the plan counts apart.
    strength: CACO3_PER_EQUIVALENT / MOLAR_MASS.sodiumCarbonate,
    strengthWords: 'one mole of carbonate and two equivalents of alkalinity per mole (105.99 g), taken as pure',
    strengthSources: ['pubchem'],
    gramsPerTeaspoon: null,
    teaspoonSource: null,
    waitMinutes: 30,
    waitSource: 'spaGuardPhUp',
  },
  calciumChloride: {
    name: 'calcium chloride dihydrate',
    soldAs: 'calcium hardness increaser (flake, 77–80 % calcium chloride)',
    strength: MOLAR_MASS.calciumCarbonate / MOLAR_MASS.calciumChlorideDihydrate,
    strengthWords: 'one mole of calcium per mole of the dihydrate (147.01 g), as PoolMath doses flake',
    strengthSources: ['pubchem', 'poolMathCalcium'],
    gramsPerTeaspoon: null,
    teaspoonSource: null,
    waitMinutes: 30,
    waitSource: 'spaGuardCalcium',
  },
  dichlor: {
    name: 'sodium dichlor',
    soldAs: 'spa chlorinating granules, chlorine granules',
    strength: DICHLOR_AVAILABLE_CHLORINE,
    strengthWords: '56 % available chlorine',
    strengthSources: ['spa56', 'spaChoiceDichlor'],
    // "Each level teaspoon (0.17 oz.)" on the Spa Choice label.
    gramsPerTeaspoon: 0.17 * GRAMS_PER_OUNCE,
    teaspoonSource: 'spaChoiceDichlor',
    waitMinutes: 20,
    waitSource: 'lifeSpaDichlor',
  },
}

export type Amount = {
  grams: number
  ounces: number
  /** Level spoons, when the product's label gives the weight of one; else null. */
  teaspoons: number | null
  tablespoons: number | null
}

/** A weight of a product in the measures the page shows (3 teaspoons to the US tablespoon). */
export function amountOf(product: ProductId, grams: number): Amount {
  const perTeaspoon = PRODUCTS[product].gramsPerTeaspoon
  const teaspoons = perTeaspoon === null ? null : grams / perTeaspoon
  return {
    grams,
    ounces: grams / GRAMS_PER_OUNCE,
    teaspoons,
    tablespoons: teaspoons === null ? null : teaspoons / 3,
  }
}
