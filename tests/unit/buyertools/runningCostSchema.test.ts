import { describe, expect, it } from 'vitest'

import { runningCost } from '@/buyertools/runningCost/model'
import { measuredSchema, modelInput, type RunningCostForm, runningCostSchema } from '@/buyertools/runningCost/schema'

const typedIn: RunningCostForm = {
  volume: '400',
  volumeUnit: 'gal',
  labelWatts: 'unknown',
  builtBeforeJune2019: false,
  spaType: 'standard',
  heater: 'element',
  setF: '102',
  state: 'MN',
  centsPerKwh: '14.5',
  sessionsPerWeek: '3',
  minutesPerSession: '20',
  refillsPerYear: '3',
  cover: 'good',
}

const messagesFor = (form: Record<string, unknown>) => {
  const result = runningCostSchema.safeParse({ ...typedIn, ...form })
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the running-cost fields', () => {
  it('read what a visitor types, `unknown` watts meaning "I don’t know"', () => {
    const fields = runningCostSchema.parse({ ...typedIn, volume: '1,200', centsPerKwh: ' 29.51 ' })
    expect(fields.volume).toBe(1200)
    expect(fields.centsPerKwh).toBe(29.51)
    expect(modelInput(fields, Array(12).fill(40)).labelWatts).toBeNull()
  })

  it('hand the model the kind of spa and the heater as chosen', () => {
    const fields = runningCostSchema.parse({ ...typedIn, spaType: 'inflatable', heater: 'heatPump' })
    const input = modelInput(fields, Array(12).fill(40))
    expect(input.spaType).toBe('inflatable')
    expect(input.heater).toBe('heatPump')
  })

  it('accept litres and hand the model gallons', () => {
    const fields = runningCostSchema.parse({ ...typedIn, volume: '1514', volumeUnit: 'L', labelWatts: 180 })
    const input = modelInput(fields, Array(12).fill(40))
    expect(input.gallons).toBeCloseTo(400, 0)
    expect(input.labelWatts).toBe(180)
  })

  it('refuse nonsense with a message that names the field and the range', () => {
    expect(messagesFor({ volume: '-400' })).toEqual([
      'volume: Enter fill volume as a number. Fill volume must be between 1 and 20,000.',
    ])
    expect(messagesFor({ volume: '30' })).toEqual([
      'volume: Fill volume must be between 50 and 5,000 gallons (190 to 18,900 litres).',
    ])
    expect(messagesFor({ setF: '300' })).toEqual(['setF: Set temperature must be between 50 and 104 °F.'])
    expect(messagesFor({ centsPerKwh: '1000000000' })).toEqual([
      'centsPerKwh: Electricity price must be between 1 and 100 cents per kWh.',
    ])
    expect(messagesFor({ labelWatts: '' })).toEqual([
      'labelWatts: Enter standby power as a number. Standby power must be between 10 and 2,000 W.',
    ])
    expect(messagesFor({ state: 'ZZ' })).toEqual(['state: Choose the state where the tub will stand.'])
    expect(messagesFor({ spaType: 'hovercraft' })).toEqual([
      'spaType: Choose the kind of spa: hot tub, swim or exercise spa, or inflatable spa.',
    ])
    expect(messagesFor({ heater: 'gas' })).toEqual(['heater: Choose the heater: electric element or heat pump.'])
    expect(messagesFor({ heater: undefined })).toEqual(['heater: Choose the heater: electric element or heat pump.'])
    expect(messagesFor({ sessionsPerWeek: 'NaN', minutesPerSession: 'Infinity' })).toHaveLength(2)
  })

  it('never hand the model a value that makes a NaN', () => {
    const extremes: Partial<RunningCostForm>[] = [
      { volume: '50', setF: '50', centsPerKwh: '1', sessionsPerWeek: '0', refillsPerYear: '0' },
      { volume: '5000', setF: '104', centsPerKwh: '100', sessionsPerWeek: '21', minutesPerSession: '240' },
      { volume: '18900', volumeUnit: 'L', labelWatts: '2000', spaType: 'exercise', refillsPerYear: '12' },
      { volume: '50', spaType: 'inflatable', heater: 'heatPump', setF: '104', sessionsPerWeek: '21' },
      { volume: '5000', spaType: 'exercise', heater: 'heatPump', setF: '50', minutesPerSession: '240' },
    ]
    for (const extreme of extremes) {
      const fields = runningCostSchema.parse({ ...typedIn, ...extreme })
      const year = runningCost(modelInput(fields, [-10, 0, 20, 40, 60, 80, 100, 110, 90, 60, 30, 0]))
      expect(Number.isFinite(year.yearKwh)).toBe(true)
      expect(Number.isSafeInteger(year.yearCents)).toBe(true)
    }
  })
})

describe('owner mode', () => {
  it('refuses a drop that is not a number of degrees', () => {
    const result = measuredSchema.safeParse({ gallons: '400', dropF: 'cold', hours: '8', centsPerKwh: '15' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(
      'Enter temperature drop as a number. Temperature drop must be between 0.1 and 40 °F.',
    )
  })
})
