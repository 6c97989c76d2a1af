import { describe, expect, it } from 'vitest'

import { carePlan } from '@/watercare/model/plan'
import { careInput, type WaterCareForm, waterCareSchema } from '@/watercare/model/schema'

/** The readings of a balanced bromine tub, as a form sends them: text, as typed. */
const readings = { gallons: 400, sanitiserPpm: 4, pH: 7.5, totalAlkalinity: 100, calciumHardness: 175, waterF: 102 }
const asTyped = <T extends Record<string, number>>(numbers: T) =>
  Object.fromEntries(Object.entries(numbers).map(([field, value]) => [field, String(value)])) as Record<keyof T, string>
const typedIn: WaterCareForm = { sanitiser: 'bromine', bathersPerDay: '2', ...asTyped(readings) }

const messagesFor = (change: Record<string, unknown>) =>
  waterCareSchema
    .safeParse({ ...typedIn, ...change })
    .error?.issues.map(({ path, message }) => `${path.join('.')}: ${message}`) ?? []

describe('the water-care fields', () => {
  it('read what an owner types, cyanuric acid left out or unknown meaning not tested', () => {
    const fields = waterCareSchema.parse({ ...typedIn, gallons: '1,200', pH: ' 7.45 ' })
    expect(fields.gallons).toBe(1200)
    expect(fields.pH).toBe(7.45)
    expect(careInput(fields).cyanuricAcid).toBeNull()
    expect(careInput(waterCareSchema.parse({ ...typedIn, cyanuricAcid: 'unknown' })).cyanuricAcid).toBeNull()
    expect(careInput(waterCareSchema.parse({ ...typedIn, cyanuricAcid: '40' })).cyanuricAcid).toBe(40)
    expect(carePlan(careInput(fields)).drainEveryDays).toBe(200)
  })

  it('refuses pH 20 and 0 gallons, naming the field and its range', () => {
    expect(messagesFor({ pH: '20', gallons: '0' })).toEqual([
      'gallons: Fill volume must be between 50 and 5,000 gallons.',
      'pH: pH must be between 6 and 9.',
    ])
  })

  it('refuses what is not a number rather than reading NaN', () => {
    expect(messagesFor({ totalAlkalinity: 'lots', calciumHardness: '', waterF: Number.NaN })).toEqual([
      'totalAlkalinity: Enter total alkalinity as a number. Total alkalinity must be between 0 and 500 ppm.',
      'calciumHardness: Enter calcium hardness as a number. Calcium hardness must be between 0 and 1,500 ppm.',
      'waterF: Enter water temperature as a number. Water temperature must be between 40 and 110 °F.',
    ])
  })

  it('names a missing field rather than saying "invalid input"', () => {
    const { gallons: _left, ...withoutGallons } = typedIn
    const result = waterCareSchema.safeParse(withoutGallons)
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Enter fill volume as a number. Fill volume must be between 50 and 5,000 gallons.',
    ])
  })

  it('refuses a sanitiser reading, cyanuric acid or bathers outside their ranges', () => {
    expect(messagesFor({ sanitiserPpm: '-1', cyanuricAcid: '400', bathersPerDay: '0' })).toEqual([
      'sanitiserPpm: Enter free chlorine or bromine as a number. ' +
        'Free chlorine or bromine must be between 0 and 20 ppm.',
      'cyanuricAcid: Cyanuric acid must be between 0 and 300 ppm.',
      'bathersPerDay: Bathers per day must be between 0.1 and 20.',
    ])
  })

  it('asks for a sanitiser system it knows', () => {
    expect(messagesFor({ sanitiser: 'biguanide' })).toEqual([
      'sanitiser: Choose the sanitiser: chlorine (dichlor granules) or bromine (a bromide bank and tablets).',
    ])
  })
})
