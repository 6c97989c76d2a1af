import { formatLongDate, formatShortDate } from '@/site/dates'
import { groupThousands } from '@/site/numbers'

import { TARGETS, type Sanitiser, type TargetRange } from '../../model/targets'
import { type Box, CHART_DAYS, type Series, series } from '../chartScale'
import type { LogEntry } from '../entry'

const WIDTH = 320
const HEIGHT = 150
const BOX: Box = { left: 36, right: WIDTH - 10, top: 8, bottom: HEIGHT - 22 }

const dayMonth = (date: string) => formatShortDate(date).replace(/, \d+$/, '')
const inside = (value: number, band: TargetRange) => value >= band.min && value <= band.max

/** The chart in words, for screen readers and anyone who reads rather than looks. */
function summary(name: string, drawn: Series, band: TargetRange, unit: string): string {
  const latest = drawn.points.at(-1)!
  const outside = drawn.points.filter((point) => !inside(point.value, band)).length
  const count = drawn.points.length
  const span =
    drawn.firstDate === drawn.lastDate
      ? `on ${formatLongDate(drawn.lastDate)}`
      : `from ${formatLongDate(drawn.firstDate)} to ${formatLongDate(drawn.lastDate)}`
  return (
    `${name}: ${count} ${count === 1 ? 'reading' : 'readings'} ${span}. ` +
    `Latest ${groupThousands(latest.value)}${unit}, ${inside(latest.value, band) ? 'inside' : 'outside'} ` +
    `the target ${groupThousands(band.min)} to ${groupThousands(band.max)}${unit}; ` +
    `${outside} of ${count} outside it.`
  )
}

type PanelProps = {
  id: string
  name: string
  entries: readonly LogEntry[]
  pick: (entry: LogEntry) => number | undefined
  band: TargetRange
  step: number
  unit: string
}

function Panel({ id, name, entries, pick, band, step, unit }: PanelProps) {
  const drawn = series(entries, pick, band, step, BOX)
  if (!drawn) return <p>{name}: no readings yet.</p>
  const words = summary(name, drawn, band, unit)
  return (
    <figure className="tool__chart care-log__chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-words`}>
        <rect
          className="care-log__band"
          x={BOX.left}
          y={drawn.bandTop}
          width={BOX.right - BOX.left}
          height={drawn.bandBottom - drawn.bandTop}
        />
        {drawn.lines.map(({ value, y }) => (
          <g key={value} className="care-log__grid">
            <line x1={BOX.left} x2={BOX.right} y1={y} y2={y} />
            <text x={BOX.left - 4} y={y + 4} textAnchor="end">
              {groupThousands(value)}
            </text>
          </g>
        ))}
        <polyline className="care-log__line" points={drawn.points.map(({ x, y }) => `${x},${y}`).join(' ')} />
        {drawn.points.map((point, index) => (
          <circle
            key={`${point.date}-${index}`}
            className={inside(point.value, band) ? 'care-log__point' : 'care-log__point care-log__point--outside'}
            cx={point.x}
            cy={point.y}
            r={4}
          />
        ))}
        <text x={BOX.left} y={HEIGHT - 6}>
          {dayMonth(drawn.firstDate)}
        </text>
        {drawn.firstDate === drawn.lastDate ? null : (
          <text x={BOX.right} y={HEIGHT - 6} textAnchor="end">
            {dayMonth(drawn.lastDate)}
          </text>
        )}
      </svg>
      <figcaption id={`${id}-words`}>{words}</figcaption>
    </figure>
  )
}

/**
 * pH and the sanitiser over the last weeks, each over its target band (the calculator's targets). The
 * sanitiser panel follows the newest entry's sanitiser: chlorine and bromine have bands of their own.
 */
export function LogChart({
  id,
  entries,
  sanitiser,
}: {
  id: string
  entries: readonly LogEntry[]
  sanitiser: Sanitiser
}) {
  const targets = TARGETS[sanitiser]
  const sanitiserName = sanitiser === 'bromine' ? 'Bromine' : 'Free chlorine'
  return (
    <div className="care-log__charts">
      <p className="care-log__chart-note">
        The last {CHART_DAYS} days up to your newest entry. Shaded: the target range. An orange dot is outside it.
      </p>
      <Panel
        id={`${id}-ph`}
        name="pH"
        entries={entries}
        pick={(entry) => entry.pH}
        band={targets.pH}
        step={0.2}
        unit=""
      />
      <Panel
        id={`${id}-sanitiser`}
        name={`${sanitiserName} (ppm)`}
        entries={entries.filter((entry) => entry.sanitiser === sanitiser)}
        pick={(entry) => entry.sanitiserPpm}
        band={targets.sanitiser}
        step={1}
        unit=" ppm"
      />
    </div>
  )
}
