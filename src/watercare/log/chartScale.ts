/**
 * The chart's arithmetic, apart from its drawing so it can be checked by hand: days along the bottom,
 * readings up the side, the target band behind them. No chart library: a few lines of scaling.
 */

import { type LogEntry } from './entry'
import { dayOf } from '../model/pastDay'

export const DAY_MS = 86_400_000
/** A phone shows a few weeks legibly; the table has every entry. */
export const CHART_DAYS = 60

export type Box = { left: number; right: number; top: number; bottom: number }
export type Band = { min: number; max: number }

/** `value` from [d0, d1] onto [r0, r1]; a domain of one value lands in the middle. */
export const linear =
  (d0: number, d1: number, r0: number, r1: number) =>
  (value: number): number =>
    d0 === d1 ? (r0 + r1) / 2 : r0 + ((value - d0) * (r1 - r0)) / (d1 - d0)

/**
 * The readings' scale: the target band and every value inside it, widened out to whole steps, so the
 * band always shows and no point sits on the frame.
 */
export function valueDomain(values: readonly number[], band: Band, step: number): [number, number] {
  const low = Math.min(band.min, ...values)
  const high = Math.max(band.max, ...values)
  const bottom = Math.floor(low / step + 1e-9) * step
  const top = Math.ceil(high / step - 1e-9) * step
  return [round(bottom), round(top === bottom ? top + step : top)]
}

/** The grid lines: every step from the bottom of the domain to its top. */
export function gridLines([bottom, top]: [number, number], step: number): number[] {
  const count = Math.round((top - bottom) / step)
  return Array.from({ length: count + 1 }, (_, index) => round(bottom + index * step))
}

const round = (value: number) => Math.round(value * 1e6) / 1e6

export type Point = { x: number; y: number; value: number; date: string }

export type Series = {
  points: Point[]
  domain: [number, number]
  lines: { value: number; y: number }[]
  /** The target band's top and bottom, in the box's coordinates. */
  bandTop: number
  bandBottom: number
  firstDate: string
  lastDate: string
}

/**
 * One reading over the last `CHART_DAYS` days up to the newest entry: each entry that has it is a point,
 * oldest at the left. Null when no entry has it.
 */
export function series(
  entries: readonly LogEntry[],
  pick: (entry: LogEntry) => number | undefined,
  band: Band,
  step: number,
  box: Box,
): Series | null {
  const dated = entries
    .map((entry) => ({ day: dayOf(entry.date)!, value: pick(entry), date: entry.date }))
    .filter((each): each is { day: number; value: number; date: string } => each.value !== undefined)
    .sort((a, b) => a.day - b.day)
  const last = dated.at(-1)
  if (!last) return null
  const shown = dated.filter((each) => each.day > last.day - CHART_DAYS * DAY_MS)
  const first = shown[0]!
  const domain = valueDomain(
    shown.map((each) => each.value),
    band,
    step,
  )
  const x = linear(first.day, last.day, box.left, box.right)
  const y = linear(domain[0], domain[1], box.bottom, box.top)
  return {
    points: shown.map((each) => ({ x: x(each.day), y: y(each.value), value: each.value, date: each.date })),
    domain,
    lines: gridLines(domain, step).map((value) => ({ value, y: y(value) })),
    bandTop: y(band.max),
    bandBottom: y(band.min),
    firstDate: first.date,
    lastDate: last.date,
  }
}
