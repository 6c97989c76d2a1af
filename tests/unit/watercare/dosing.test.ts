import { describe, expect, it } from 'vitest'

import { acidDemand, carbonateDemand, carbonicConstants, gramsFor } from '@/watercare/model/chemistry'
import { amountOf, PRODUCTS } from '@/watercare/model/products'

const POUND = 453.59237

describe('doses against published charts', () => {
  // fantasypools.co/products/sodium-bicarbonate-50: "1.4 lbs. … per 10,000 gallons will raise total alkalinity 10 ppm".
  it('sodium bicarbonate: 1.4 lb per 10,000 gallons raises alkalinity 10 ppm', () => {
    // 10 ppm × 37,854.1 L = 378.54 g as CaCO3; × 84.007 / 50.045 = 635.43 g = 1.401 lb.
    const grams = gramsFor(10, 10_000, PRODUCTS.sodiumBicarbonate.strength)
    expect(grams).toBeCloseTo(635.43, 1)
    expect(grams / POUND).toBeCloseTo(1.4, 2)
  })

  // idealpoolcare.com/balancers-hardness-increaser.htm, calcium chloride dihydrate chart.
  it('calcium chloride dihydrate: 2 oz per 1,000 gal and 1.25 lb per 10,000 gal for 10 ppm', () => {
    // 10 ppm × 3,785.41 L = 37.854 g as CaCO3; × 147.01 / 100.09 = 55.60 g = 1.961 oz; ×10 = 1.226 lb.
    const grams = gramsFor(10, 1000, PRODUCTS.calciumChloride.strength)
    expect(amountOf('calciumChloride', grams).ounces).toBeCloseTo(1.96, 2)
    expect(Math.abs(amountOf('calciumChloride', grams).ounces - 2) / 2).toBeLessThan(0.03)
    expect(Math.abs((10 * grams) / POUND - 1.25) / 1.25).toBeLessThan(0.03)
  })

  it('calcium chloride: 0.77 oz for 10 ppm in 400 gallons (swimming-pool-care.com)', () => {
    // 10 × 1,514.16 L / 1000 × 147.01 / 100.09 = 22.24 g = 0.784 oz.
    const ounces = amountOf('calciumChloride', gramsFor(10, 400, PRODUCTS.calciumChloride.strength)).ounces
    expect(ounces).toBeCloseTo(0.784, 3)
    expect(Math.abs(ounces - 0.77) / 0.77).toBeLessThan(0.03)
  })

  // Spa Choice chlorine granules label (skipwish.com listing of SpaChoice 472-3-5081).
  it('dichlor 56 %: one level teaspoon (0.17 oz) gives about 1.4 ppm in 500 gallons (Spa Choice label)', () => {
    // 1.4 ppm × 1,892.71 L = 2.650 g of chlorine; ÷ 0.56 = 4.732 g = 0.167 oz; ÷ 4.819 g a teaspoon = 0.98.
    const amount = amountOf('dichlor', gramsFor(1.4, 500, PRODUCTS.dichlor.strength))
    expect(amount.grams).toBeCloseTo(4.732, 3)
    expect(amount.ounces).toBeCloseTo(0.17, 2)
    expect(amount.teaspoons).toBeCloseTo(0.98, 2)
    expect(amount.tablespoons).toBeCloseTo(0.327, 3)
  })

  it('gives weight only where no label prints a spoon’s weight', () => {
    const amount = amountOf('sodiumBicarbonate', 100)
    expect(amount.ounces).toBeCloseTo(3.527, 3)
    expect(amount.teaspoons).toBeNull()
    expect(amount.tablespoons).toBeNull()
  })
})

describe('the carbonate buffer', () => {
  it('has K1 and K2 at 25 °C as Plummer and Busenberg tabulate them: pK1 6.352, pK2 10.329', () => {
    const { k1, k2 } = carbonicConstants(298.15)
    expect(-Math.log10(k1)).toBeCloseTo(6.352, 3)
    expect(-Math.log10(k2)).toBeCloseTo(10.329, 3)
  })

  it('works out the acid from pH 7.9 to 7.5 at 100 ppm alkalinity and 102 °F', () => {
    // 102 °F = 312.039 K: pK1 = 6.2998, pK2 = 10.2281. Alkalinity per mole of carbonate, α1 + 2·α2, is
    // 0.98018 at pH 7.9 and 0.94253 at pH 7.5. Carbonate = 100 ÷ 0.98018 = 102.022; at 7.5 it carries
    // 102.022 × 0.94253 = 96.159 ppm, so the acid takes 3.841 ppm of alkalinity.
    // 400 gal = 1,514.16 L: 3.841 ÷ 50.045 × 1,514.16 ÷ 1000 mol × 120.06 g ÷ 0.932 = 14.97 g = 2.11 level
    // teaspoons at 7.088 g (Spa Essentials: 2 teaspoons = 0.5 oz).
    const water = { pH: 7.9, totalAlkalinity: 100, cyanuricAcid: 0, waterF: 102 }
    const acid = acidDemand(water, 7.5)
    expect(acid).toBeCloseTo(3.841, 3)
    const amount = amountOf('sodiumBisulfate', gramsFor(acid, 400, PRODUCTS.sodiumBisulfate.strength))
    expect(amount.grams).toBeCloseTo(14.97, 2)
    expect(amount.teaspoons).toBeCloseTo(2.11, 2)
  })

  // Natural Chemistry (NCI) Spa pH Down label, poolandspasupplystore.com/natural-chemistry-spa-ph-down-3-pound-bottle:
  // 200 gal at pH 7.8–8.0 takes 0.75 tsp; "cap = 2 teaspoons or 1/2oz". SpaGuard's chart gives the same.
  it('lands near the NCI Spa pH Down chart: 0.75 tsp (½ oz = 2 tsp) for 200 gallons at pH 7.8–8.0', () => {
    // The chart names no alkalinity or temperature. At 80 ppm and 102 °F, pH 7.9 → 7.5 takes 3.073 ppm of
    // alkalinity: 200 gal = 757.08 L, 3.073 ÷ 50.045 × 757.08 ÷ 1000 × 120.06 ÷ 0.932 = 5.99 g = 0.84 tsp.
    const acid = acidDemand({ pH: 7.9, totalAlkalinity: 80, cyanuricAcid: 0, waterF: 102 }, 7.5)
    const teaspoons = amountOf('sodiumBisulfate', gramsFor(acid, 200, PRODUCTS.sodiumBisulfate.strength)).teaspoons
    expect(teaspoons).toBeCloseTo(0.84, 2)
    expect(Math.abs((teaspoons ?? 0) - 0.75) / 0.75).toBeLessThan(0.15)
  })

  it('counts cyanuric acid as a buffer too: the same pH change takes more acid with it', () => {
    const plain = acidDemand({ pH: 7.9, totalAlkalinity: 100, cyanuricAcid: 0, waterF: 102 }, 7.5)
    const stabilised = acidDemand({ pH: 7.9, totalAlkalinity: 100, cyanuricAcid: 50, waterF: 102 }, 7.5)
    expect(stabilised).toBeGreaterThan(plain)
  })

  it('works out soda ash from pH 7.0 to 7.5 at 100 ppm alkalinity and 102 °F', () => {
    // α1 + 2·α2 is 0.83430 at pH 7.0: carbonate = 100 ÷ 0.83430 = 119.861. Soda ash x adds x of carbonate
    // and 2x of alkalinity: x = (119.861 × 0.94253 − 100) ÷ (2 − 0.94253) = 12.268, so alkalinity rises
    // 24.5 ppm. 400 gal: 12.268 ÷ 50.045 × 1,514.16 ÷ 1000 × 105.99 = 39.34 g.
    const carbonate = carbonateDemand({ pH: 7.0, totalAlkalinity: 100, cyanuricAcid: 0, waterF: 102 }, 7.5)
    expect(carbonate).toBeCloseTo(12.268, 3)
    expect(gramsFor(carbonate, 400, PRODUCTS.sodiumCarbonate.strength)).toBeCloseTo(39.34, 2)
  })
})
