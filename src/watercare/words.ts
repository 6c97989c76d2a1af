/**
 * The calculator's words: each step of a plan, each amount and the saturation index, as the page says them.
 * Pure, so the server's first answer and the browser's live one say the same.
 */

import { groupThousands } from '@/site/numbers'

import { drainDays } from './model/drain'
import type { Advice, Addition, Step } from './model/plan'
import { type Amount, PRODUCTS, type ProductId } from './model/products'
import type { IndexWords, SaturationIndex } from './model/saturationIndex'
import type { Sanitiser } from './model/targets'

/** Below 10 g one decimal, else whole grams: "4.5 g", "412 g". */
export function gramsWords(grams: number): string {
  return grams < 10 ? `${trimmed(grams.toFixed(1))} g` : `${groupThousands(Math.round(grams))} g`
}

/** Ounces to one decimal; anything that rounds to nothing is "under 0.1 oz". */
export function ouncesWords(ounces: number): string {
  const rounded = Math.round(ounces * 10) / 10
  return rounded === 0 ? 'under 0.1 oz' : `${trimmed(rounded.toFixed(1))} oz`
}

const FRACTIONS: Record<number, string> = { 0: '', 0.25: '¼', 0.5: '½', 0.75: '¾' }

/** A count of spoons to the nearest quarter: 2.3 → "2¼", 0.5 → "½". */
function spoonCount(count: number): string {
  const quarters = Math.round(count * 4) / 4
  const whole = Math.floor(quarters)
  const fraction = FRACTIONS[quarters - whole] ?? ''
  return `${whole === 0 ? '' : whole}${fraction}`
}

/**
 * Level spoons, where the product's label gives a spoon's weight: tablespoons from one up, else teaspoons;
 * less than an eighth of a teaspoon is "a pinch". null when the label gives no weight.
 */
export function spoonWords(amount: Amount): string | null {
  if (amount.teaspoons === null || amount.tablespoons === null) return null
  if (amount.tablespoons >= 1) {
    const count = spoonCount(amount.tablespoons)
    return `${count} level tablespoon${count === '1' ? '' : 's'}`
  }
  const count = spoonCount(amount.teaspoons)
  if (count === '') return 'a pinch (under ⅛ teaspoon)'
  return `${count} level teaspoon${count === '1' || !/\d/.test(count) ? '' : 's'}`
}

/** "412 g (14.5 oz, about 2½ level tablespoons)"; without a spoon weight, grams and ounces only. */
export function amountWords(amount: Amount): string {
  const spoons = spoonWords(amount)
  return `${gramsWords(amount.grams)} (${ouncesWords(amount.ounces)}${spoons ? `, about ${spoons}` : ''})`
}

const trimmed = (fixed: string) => fixed.replace(/\.0$/, '')
const ppm = (value: number) => `${groupThousands(Math.round(value))} ppm`
const pH = (value: number) => value.toFixed(1)

/** What the owner buys, by its generic name and the names it is sold as. */
export const productWords = (product: ProductId): string => PRODUCTS[product].name

export type StepWords = { title: string; detail: string; wait: string | null }

export const waitWords = (minutes: number) => `Pump on, then wait ${minutes} minutes before the next step.`

/** The words for one addition: what it is for, how much, and what it moves. */
export function additionWords(step: Addition, sanitiser: Sanitiser): StepWords {
  const amount = amountWords(step.amount)
  const name = productWords(step.product)
  const wait = waitWords(step.waitMinutes)
  switch (step.reading) {
    case 'totalAlkalinity':
      return step.product === 'sodiumBicarbonate'
        ? {
            title: `Raise the alkalinity: add ${amount} of ${name}.`,
            detail: `Alkalinity from ${ppm(step.from)} to ${ppm(step.to)}. It holds the pH still; get it right first.`,
            wait,
          }
        : {
            title: `Lower the alkalinity: add ${amount} of ${name}.`,
            detail:
              `That takes the pH down to 7.2 and the alkalinity from ${ppm(step.from)} to about ${ppm(step.to)}. ` +
              'Then run the jets with the cover off until the pH climbs, test, and do it again. High alkalinity ' +
              'comes down in rounds. There is no shortcut.',
            wait,
          }
    case 'pH':
      return step.product === 'sodiumBisulfate'
        ? {
            title: `Lower the pH: add ${amount} of ${name}.`,
            detail:
              `pH from ${pH(step.from)} to ${pH(step.to)}. ` +
              `It also takes about ${ppm(step.alsoLowersAlkalinityBy ?? 0)} off the alkalinity.` +
              ' Pour it slowly in front of a running jet, never all in one spot.',
            wait,
          }
        : {
            title: `Raise the pH: add ${amount} of ${name}.`,
            detail:
              `pH from ${pH(step.from)} to ${pH(step.to)}. ` +
              `It also adds about ${ppm(step.alsoRaisesAlkalinityBy ?? 0)} of alkalinity. ` +
              'Too much at once turns the water cloudy for a while: better two small doses than one big one.',
            wait,
          }
    case 'calciumHardness':
      return {
        title: `Raise the calcium: add ${amount} of ${name}.`,
        detail: `Calcium hardness from ${ppm(step.from)} to ${ppm(step.to)}. Scatter it with the pump on high.`,
        wait,
      }
    default:
      return sanitiser === 'bromine' || step.throughBromideBank
        ? {
            title: `Bromine last: add ${amount} of ${name}.`,
            detail:
              'The chlorine turns the bromide in the water into bromine: ' +
              `from ${ppm(step.from)} to about ${ppm(step.to)} bromine.` +
              ' Keep tablets in the floater to hold it there. A fresh fill has no bromide yet: add sodium ' +
              'bromide by its label first, or the dichlor works as plain chlorine.',
            wait,
          }
        : {
            title: `Chlorine last: add ${amount} of ${name}.`,
            detail: `Free chlorine from ${ppm1(step.from)} to ${ppm1(step.to)}. Test again before anyone gets in.`,
            wait,
          }
  }
}

const ppm1 = (value: number) => `${trimmed(value.toFixed(1))} ppm`

/** The words for advice: what no dose can do. */
export function adviceWords(step: Advice, sanitiser: Sanitiser, sanitiserMax: number): StepWords {
  switch (step.action) {
    case 'retestAfterAlkalinity':
      return {
        title: 'Test the pH again.',
        detail:
          `It read ${pH(step.from)}, but the alkalinity step moves it. Fix the pH once the alkalinity is right, ` +
          'not before, or you chase it all week.',
        wait: null,
      }
    case 'aerate':
      return {
        title: 'Jets on, cover off.',
        detail:
          `Alkalinity is high (${ppm(step.from)}) and the pH is already down at 7.2. Acid now would push the pH too ` +
          'low. Run the jets with the cover off until the pH climbs, then lower the alkalinity with acid again.',
        wait: null,
      }
    case 'dilute':
      return step.reading === 'cyanuricAcid'
        ? {
            title: 'Drain part of the water and refill.',
            detail:
              `Cyanuric acid is ${ppm(step.from)}, above the 150 ppm the dichlor label allows. Every dose of dichlor ` +
              'adds more, and nothing you can pour in takes it out. Only fresh water does.',
            wait: null,
          }
        : {
            title: 'Drain part of the water and refill.',
            detail:
              `Calcium hardness is ${ppm(step.from)}. Nothing you can pour in takes calcium out. Fresh water does; ` +
              'if your tap water is hard, fill through a hose filter.',
            wait: null,
          }
    case 'waitUntilBelowMax':
      return {
        title: 'Nobody in yet.',
        detail:
          `${sanitiser === 'bromine' ? 'Bromine' : 'Free chlorine'} reads ${ppm1(step.from)}, over the ` +
          `${ppm1(sanitiserMax)} the code allows while people soak. Take the cover off and let it fall. Add nothing.`,
        wait: null,
      }
  }
}

export function stepWords(step: Step, sanitiser: Sanitiser, sanitiserMax: number): StepWords {
  return step.action === 'add' ? additionWords(step, sanitiser) : adviceWords(step, sanitiser, sanitiserMax)
}

const INDEX_MEANING: Record<IndexWords, string> = {
  balanced: 'the water neither eats at the tub nor leaves scale on it.',
  corrosive: 'the water pulls calcium from wherever it can: heater, seals, grout. Raise alkalinity, pH or calcium.',
  'scale-forming': 'the water drops chalky scale on the heater and the jets. Bring the pH or alkalinity down.',
}

/** "Balanced (CSI −0.12): …", the sign a real minus; no value (no calcium or no carbonate) says why. */
export function indexWords(index: SaturationIndex): string {
  const label = index.words.charAt(0).toUpperCase() + index.words.slice(1)
  if (index.value === null) return `${label}: with no calcium or no carbonate alkalinity, ${INDEX_MEANING.corrosive}`
  const value = Math.round(index.value * 100) / 100
  const signed = `${value < 0 ? '−' : value > 0 ? '+' : ''}${Math.abs(value).toFixed(2)}`
  return `${label} (CSI ${signed}): ${INDEX_MEANING[index.words]}`
}

/** The date `days` after `fromIso` (YYYY-MM-DD, UTC), as YYYY-MM-DD. */
export function drainDate(fromIso: string, days: number): string {
  const date = new Date(`${fromIso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + drainDays(days))
  return date.toISOString().slice(0, 10)
}

export type DrainDue = { by: string; filledOn: string | null; overdue: boolean }

/**
 * When to drain: the rule's days after the last fill when the owner gave it, else after today (as if filled
 * today). Overdue when that day is before today.
 */
export function drainDue(today: string, days: number, lastFilledOn?: string): DrainDue {
  const by = drainDate(lastFilledOn ?? today, days)
  return { by, filledOn: lastFilledOn ?? null, overdue: by < today }
}
