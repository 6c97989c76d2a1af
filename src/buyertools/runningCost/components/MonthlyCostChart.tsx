import { MONTH_NAMES } from '@/site/dates'
import { centsAsDollars } from '@/site/numbers'
import type { MonthCost } from '../model'

const WIDTH = 320
const HEIGHT = 180
const AXIS = 34
const FOOT = 18
const BAR_GAP = 4

/** A round step for the scale: 1, 2 or 5 times a power of ten, giving about four lines. */
function gridStep(maxDollars: number): number {
  const rough = Math.max(maxDollars, 1) / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  return ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power
}

/**
 * The twelve months' cost as bars, sized for a phone. A picture of the table that follows it, which
 * carries the same numbers for screen readers and anyone who wants them exactly.
 */
export function MonthlyCostChart({ months }: { months: MonthCost[] }) {
  const maxDollars = Math.max(...months.map((month) => month.cents / 100))
  const step = gridStep(maxDollars)
  const top = Math.ceil(maxDollars / step) * step
  const plotHeight = HEIGHT - FOOT - 8
  const barWidth = (WIDTH - AXIS) / months.length - BAR_GAP
  const y = (dollars: number) => 8 + plotHeight - (dollars / top) * plotHeight
  const lines = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step)
  const dearest = months.reduce((max, month) => (month.cents > max.cents ? month : max))
  const cheapest = months.reduce((min, month) => (month.cents < min.cents ? month : min))
  return (
    <figure className="tool__chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={
          `Monthly cost, from ${centsAsDollars(cheapest.cents)} in ${MONTH_NAMES[cheapest.month]} ` +
          `to ${centsAsDollars(dearest.cents)} in ${MONTH_NAMES[dearest.month]}. The table below has every month.`
        }
      >
        {lines.map((dollars) => (
          <g key={dollars} className="running-cost__grid">
            <line x1={AXIS} x2={WIDTH} y1={y(dollars)} y2={y(dollars)} />
            <text x={AXIS - 4} y={y(dollars) + 4} textAnchor="end">
              ${dollars}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = AXIS + index * (barWidth + BAR_GAP) + BAR_GAP / 2
          return (
            <g key={month.month}>
              <rect
                className="running-cost__bar"
                x={x}
                y={y(month.cents / 100)}
                width={barWidth}
                height={Math.max(0, y(0) - y(month.cents / 100))}
              />
              <text x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle">
                {MONTH_NAMES[month.month]?.charAt(0)}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption>Cost per month, in dollars</figcaption>
    </figure>
  )
}
