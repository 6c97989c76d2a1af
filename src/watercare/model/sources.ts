/**
 * Where every figure of the water-care model comes from. A product strength, a range or a formula names
 * one of these; the page shows the title and the link beside the figure.
 */

export type Source = { title: string; url: string }

export const SOURCES = {
  nySpaCode: {
    title: 'New York State Sanitary Code, 10 NYCRR section 6-1.25 (spa pools: pH, chlorine, bromine, 104 °F)',
    url: 'https://regs.health.ny.gov/content/section-6-125-spa-pools-additional-requirements',
  },
  calSpasManual: {
    title: 'Cal Spas owner’s manual, “Ideal Water Chemistry” (total alkalinity 80–120, calcium hardness 150–200 ppm)',
    url: 'https://manual.onestart.ai/manuals/Cal-Spas-F-1222-Owner-s-Manual-2833830?page=40',
  },
  poolMathCsi: {
    title:
      'Calcite saturation index as TroubleFreePool’s PoolMath computes it, constants as published by pypoolchem ' +
      '(chemistry/constants.py, csi.py, factors.py)',
    url: 'https://github.com/joyfulhouse/pypoolchem/blob/main/src/pypoolchem/chemistry/constants.py',
  },
  csiThresholds: {
    title: 'pypoolchem interpret_csi: −0.3 to +0.3 balanced, below corrosive, above scale-forming',
    url: 'https://github.com/joyfulhouse/pypoolchem/blob/main/src/pypoolchem/chemistry/csi.py',
  },
  plummerBusenberg: {
    title:
      'Plummer & Busenberg (1982), Geochimica et Cosmochimica Acta 46:1011–1040, eq. 13 and table 3: ' +
      'carbonic acid K1 and K2 against temperature',
    url: 'https://doi.org/10.1016/0016-7037(82)90056-4',
  },
  pubchem: {
    title: 'PubChem molar masses (sodium bicarbonate, sodium carbonate, sodium bisulfate, calcium chloride, …)',
    url: 'https://pubchem.ncbi.nlm.nih.gov/',
  },
  spaGuardAlkalinity: {
    title: 'SpaGuard Total Alkalinity Increaser label: 100 % sodium hydrogen carbonate; run the pump 30 minutes',
    url: 'https://outerbankspools.com/products/spaguard-total-alkalinity-increaser',
  },
  spaGuardPhDown: {
    title: 'SpaGuard pH Decreaser label: sodium bisulfate 93.2 %; let the pump circulate 30 minutes',
    url: 'https://outerbankspools.com/products/spaguard-ph-decreaser',
  },
  spaEssentialsPhDown: {
    title: 'Spa Essentials pH Decreaser label: sodium bisulfate 93.2 %; “2 teaspoons = 0.5 oz”; pH never below 7.2',
    url: 'https://www.justpoolstuff.com/products/spa-essentials-ph-decreaser-22oz',
  },
  spaGuardPhUp: {
    title: 'SpaGuard pH Increaser label: run the pump 30 minutes, then retest',
    url: 'https://www.shopeagleridge.com/products/spaguard-ph-increaser',
  },
  spaGuardCalcium: {
    title: 'SpaGuard Calcium Hardness Increaser label: scatter with the pump on high, run it 30 minutes',
    url: 'https://www.shopeagleridge.com/products/spaguard-calcium-hardness-increase',
  },
  poolMathCalcium: {
    title: 'PoolMath’s calcium chloride dihydrate (flake, 77–80 %), dosed as the dihydrate, as published by pypoolchem',
    url: 'https://github.com/joyfulhouse/pypoolchem/blob/main/src/pypoolchem/dosing/chemicals.py',
  },
  spa56: {
    title: 'Leisure Time Spa 56 Chlorinating Granules (sodium dichlor, 56 % available chlorine)',
    url: 'https://m.poolandspa.com/leisure-time-spa-56-chlorinating-granules/',
  },
  spaChoiceDichlor: {
    title:
      'Spa Choice chlorine granules label: “each level teaspoon (0.17 oz) … approximately 1.4 ppm available ' +
      'chlorine in 500 gal”; cyanuric acid not above 150 ppm',
    url: 'https://skipwish.com/search?search=spachoice+472-3-5081+spa+chlorine+granules+for+hot+tub&type=similar',
  },
  lifeSpaDichlor: {
    title: 'Life Spa Chlorinating Granules label: repeat doses at 15 to 20 minute intervals, pump on',
    url: 'https://bullgrillsandspas.com/life-spa-chlorinating-granules-2lb',
  },
  laMotteBromine: {
    title: 'LaMotte Pool Manager Water Quality Handbook: a chlorine reading × 2.25 is the bromine reading',
    url: 'https://azmanual.top/manuals/596842/lamotte-pool-manager-water-quality-handbook.html?page=31',
  },
  bromineOrder: {
    title:
      'Pool & Spa Forum, “How to use bromine (3 step method)”: alkalinity first, then pH once alkalinity is in ' +
      'range, then calcium, then the sanitiser',
    url: 'https://www.poolspaforum.com/forum/index.php?/topic/53410-how-to-use-bromine-3-step-method/&tab=comments',
  },
  drainRule: {
    title: 'Backyard Oasis, “Step by step guide to draining your hot tub”: gallons ÷ 3 ÷ bathers per day',
    url: 'https://backyardoasisonline.com/2020/12/08/step-by-step-guide-to-draining-your-hot-tub',
  },
  drainRuleCode: {
    title: 'Anchorage Municipal Code 16.15.260 L: drain when one third of the gallons ÷ bather periods equals the days',
    url: 'http://anchorage-ak.elaws.us/code/coor_title16_ch16.15_sec16.15.260',
  },
} as const satisfies Record<string, Source>

export type SourceId = keyof typeof SOURCES
