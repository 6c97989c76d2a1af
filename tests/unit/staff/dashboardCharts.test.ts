import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { WeeklyChart } from '@/staff/dashboard/WeeklyChart'
import { lastWeeks, weekLabel } from '@/staff/dashboard/weeks'

const starts = (now: string) => lastWeeks(new Date(now)).map((week) => week.start.toISOString().slice(0, 10))

describe('the dashboard weeks', () => {
  it('are the last 12 Monday-based UTC weeks, oldest first, the current one last', () => {
    const weeks = lastWeeks(new Date('2026-11-25T10:00:00.000Z'))
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toEqual({
      start: new Date('2026-11-23T00:00:00.000Z'),
      end: new Date('2026-11-30T00:00:00.000Z'),
    })
    expect(weeks[0]!.start.toISOString()).toBe('2026-09-07T00:00:00.000Z')
    for (const [index, week] of weeks.entries()) {
      expect(week.start.getUTCDay()).toBe(1)
      if (index > 0) expect(week.start).toEqual(weeks[index - 1]!.end)
    }
  })

  it('turn over at Monday midnight UTC, whatever the local clock says', () => {
    expect(starts('2026-11-29T23:59:59.999Z').at(-1)).toBe('2026-11-23')
    expect(starts('2026-11-30T00:00:00.000Z').at(-1)).toBe('2026-11-30')
    expect(starts('2026-11-30T00:00:00.000Z')[0]).toBe('2026-09-14')
    // Across a year end and a daylight-saving change elsewhere: still 7-day weeks.
    expect(starts('2027-01-01T12:00:00.000Z').slice(-2)).toEqual(['2026-12-21', '2026-12-28'])
    expect(starts('2026-03-30T01:00:00.000Z').slice(-3)).toEqual(['2026-03-16', '2026-03-23', '2026-03-30'])
  })

  it('are named by their Monday', () => {
    expect(weekLabel(lastWeeks(new Date('2026-11-25T10:00:00.000Z')).at(-1)!)).toBe('Nov 23, 2026')
  })
})

describe('a weekly chart', () => {
  const weeks = lastWeeks(new Date('2026-11-25T10:00:00.000Z'))
  const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12_345]
  const html = renderToStaticMarkup(
    createElement(WeeklyChart, {
      id: 'chart-revenue',
      title: 'Paid revenue',
      unit: 'Paid revenue (USD)',
      weeks,
      values,
      format: (cents: number) => `$${(cents / 100).toFixed(2)}`,
      note: 'Refunded orders left out.',
      list: { href: '/admin/collections/orders?where[or][0][and][0][paidAt][exists]=true', label: 'Paid orders' },
    }),
  )

  it('has a title, the latest figure, an SVG with an accessible name and a bar per week', () => {
    expect(html).toContain('<h3 id="chart-revenue-title" class="weekly-chart__title">Paid revenue</h3>')
    expect(html).toContain('This week so far: <strong>$123.45</strong>')
    expect(html).toMatch(
      new RegExp(
        /<svg[^>]*role="img"[^>]*aria-label="Paid revenue, bar chart of the last 12 weeks, /.source +
          /oldest first: \$0\.00, \$0\.01,[^"]*\$123\.45\."/.source,
      ),
    )
    expect(html.match(/<rect /g)).toHaveLength(12)
    expect(html.match(/weekly-chart__bar--current/g)).toHaveLength(1)
    // The tallest bar fills the chart; an empty week keeps a sliver.
    expect(html).toMatch(/weekly-chart__bar--current" x="[\d.]+" y="0" width="[\d.]+" height="64"/)
    expect(html).toMatch(/<rect class="weekly-chart__bar" x="0" y="63" width="[\d.]+" height="1"/)
  })

  it('gives the numbers as a table with headers, and links to the list it counts', () => {
    expect(html).toContain('<th scope="col">Week of</th><th scope="col">Paid revenue (USD)</th>')
    expect(html).toContain('<tr><th scope="row">Sep 7, 2026</th><td>$0.00</td></tr>')
    expect(html).toContain('<tr><th scope="row">Nov 23, 2026</th><td>$123.45</td></tr>')
    expect(html.match(/<tr><th scope="row">/g)).toHaveLength(12)
    expect(html).toContain(
      '<a class="weekly-chart__list" ' +
        'href="/admin/collections/orders?where[or][0][and][0][paidAt][exists]=true">Paid orders</a>',
    )
    expect(html).toContain('Refunded orders left out.')
  })

  it('draws twelve slivers, not a division by zero, when nothing happened', () => {
    const empty = renderToStaticMarkup(
      createElement(WeeklyChart, {
        id: 'c',
        title: 'Questions',
        unit: 'Questions',
        weeks,
        values: Array(12).fill(0),
        list: { href: '/x', label: 'All' },
      }),
    )
    expect(empty.match(/height="1"/g)).toHaveLength(12)
    expect(empty).not.toContain('NaN')
  })
})
