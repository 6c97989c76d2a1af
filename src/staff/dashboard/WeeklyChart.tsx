import { type Week, weekLabel } from './weeks'

export type WeeklyChartProps = {
  /** Unique on the page: ids of the title and the caption derive from it. */
  id: string
  title: string
  /** What one figure is, for the table's header ("New leads", "Paid revenue (USD)"). */
  unit: string
  weeks: Week[]
  values: number[]
  format?: (value: number) => string
  /** One sentence on what is counted and what is not. */
  note?: string
  list: { href: string; label: string }
}

const WIDTH = 240
const HEIGHT = 64
const GAP = 4

/**
 * A small bar chart, one bar per week (oldest left, the current week last, in its own colour as
 * it is still under way), drawn as SVG on the server, with the numbers behind it as a table and
 * a link to the list it counts.
 */
export function WeeklyChart({ id, title, unit, weeks, values, format = String, note, list }: WeeklyChartProps) {
  const max = Math.max(...values, 0)
  const barWidth = (WIDTH - GAP * (values.length - 1)) / values.length
  const latest = values.at(-1) ?? 0
  return (
    <section className="weekly-chart" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="weekly-chart__title">
        {title}
      </h3>
      <p className="weekly-chart__latest">
        This week so far: <strong>{format(latest)}</strong>
      </p>
      <svg
        className="weekly-chart__bars"
        role="img"
        aria-label={
          `${title}, bar chart of the last ${weeks.length} weeks,` + ` oldest first: ${values.map(format).join(', ')}.`
        }
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        {values.map((value, index) => {
          // An empty week still shows a sliver on the baseline, so a zero reads as a zero.
          const height = max === 0 ? 1 : Math.max(1, (value / max) * HEIGHT)
          const current = index === values.length - 1
          return (
            <rect
              key={weeks[index]!.start.toISOString()}
              className={current ? 'weekly-chart__bar weekly-chart__bar--current' : 'weekly-chart__bar'}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
            />
          )
        })}
      </svg>
      {note ? <p className="weekly-chart__note">{note}</p> : null}
      <details className="weekly-chart__numbers">
        <summary>The numbers by week</summary>
        <table>
          <caption>{title}, per week (weeks start on Monday, UTC; the last is this week, still under way)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.start.toISOString()}>
                <th scope="row">{weekLabel(week)}</th>
                <td>{format(values[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <a className="weekly-chart__list" href={list.href}>
        {list.label}
      </a>
    </section>
  )
}
