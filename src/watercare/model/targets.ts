/**
 * What a hot tub's water should read, each range with its source, and the point inside it the plan doses
 * to (our rule: the middle of the range, so a day's drift stays inside it).
 */

import type { SourceId } from './sources'

export type Sanitiser = 'chlorine' | 'bromine'

export type TargetRange = { min: number; max: number; aim: number; unit: string; source: SourceId }

export type Targets = {
  sanitiser: TargetRange
  pH: TargetRange
  totalAlkalinity: TargetRange
  calciumHardness: TargetRange
}

const middle = (min: number, max: number) => (min + max) / 2
const range = (min: number, max: number, unit: string, source: SourceId): TargetRange => ({
  min,
  max,
  aim: middle(min, max),
  unit,
  source,
})

/** 10 NYCRR 6-1.25(c)(1): at least 1.5 mg/L free chlorine, at most 5.0 mg/L while the spa is in use. */
const FREE_CHLORINE = range(1.5, 5, 'ppm', 'nySpaCode')
/** 10 NYCRR 6-1.25(c)(2): bromine between 3 and 6 mg/L. */
const BROMINE = range(3, 6, 'ppm', 'nySpaCode')

export const TARGETS: Record<Sanitiser, Targets> = {
  chlorine: {
    sanitiser: FREE_CHLORINE,
    pH: range(7.2, 7.8, '', 'nySpaCode'),
    totalAlkalinity: range(80, 120, 'ppm', 'calSpasManual'),
    calciumHardness: range(150, 200, 'ppm', 'calSpasManual'),
  },
  bromine: {
    sanitiser: BROMINE,
    pH: range(7.2, 7.8, '', 'nySpaCode'),
    totalAlkalinity: range(80, 120, 'ppm', 'calSpasManual'),
    calciumHardness: range(150, 200, 'ppm', 'calSpasManual'),
  },
}

/** 10 NYCRR 6-1.25(b): a spa's water never above 104 °F. */
export const MAX_WATER_F = 104

/** The dichlor label's ceiling for cyanuric acid (Spa Choice: "do not allow … to exceed 150 ppm"). */
export const MAX_CYANURIC_PPM = 150
export const CYANURIC_SOURCE: SourceId = 'spaChoiceDichlor'

/** A chlorine test reading × 2.25 is the bromine reading (LaMotte), so dichlor raises bromine 2.25 ppm per ppm. */
export const BROMINE_PER_CHLORINE = 2.25
