import { centsAsDollars } from '@/site/numbers'
import type { OwnershipCost } from '../model'

type Part = { key: keyof OwnershipCost; label: string }

const WIDTH = 320
const LABEL = 0
const BAR = 22
const GAP = 30
/** About as many characters as fit on the bar's line beside the total; the table names the tub in full. */
const NAME_CHARACTERS = 34

const shortName = (label: string) =>
  label.length > NAME_CHARACTERS ? `${label.slice(0, NAME_CHARACTERS - 1).trimEnd()}…` : label

/**
 * Each tub's cost of ownership as a bar of its parts, longest for the dearest to own. A picture of
 * the table that follows it, which has the same numbers.
 */
export function CostBars({ tubs, parts }: { tubs: OwnershipCost[]; parts: Part[] }) {
  const most = Math.max(...tubs.map((tub) => tub.totalCents), 1)
  const height = tubs.length * (BAR + GAP) + 28
  return (
    <figure className="tool__chart compare__chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={tubs.map((tub) => `${tub.label}: ${centsAsDollars(tub.totalCents)} in all`).join('; ')}
      >
        {tubs.map((tub, row) => {
          const y = row * (BAR + GAP) + 16
          let x = LABEL
          return (
            <g key={row}>
              <text x={0} y={y - 4}>
                {shortName(tub.label)}: {centsAsDollars(tub.totalCents)}
              </text>
              {parts.map((part, index) => {
                const width = ((tub[part.key] as number) / most) * (WIDTH - LABEL)
                const rect = (
                  <rect
                    key={part.key}
                    className={`compare__part compare__part--${index}`}
                    x={x}
                    y={y}
                    width={width}
                    height={BAR}
                  />
                )
                x += width
                return rect
              })}
            </g>
          )
        })}
        <g transform={`translate(0 ${height - 8})`}>
          {parts.map((part, index) => (
            <g key={part.key} transform={`translate(${index * 80} 0)`}>
              <rect className={`compare__part compare__part--${index}`} x={0} y={-9} width={10} height={10} />
              <text x={14} y={0}>
                {part.label}
              </text>
            </g>
          ))}
        </g>
      </svg>
    </figure>
  )
}
