import { formatCents } from '@/site/numbers'
import { hasRole } from '@/staff/access'

import { DashboardPanel, type DashboardPanelProps } from './DashboardPanel'
import './dashboard.css'
import { weeklyPaidOrders } from './paidOrders'
import { weeklyVisitorActivity } from './visitorActivity'
import { WeeklyChart, type WeeklyChartProps } from './WeeklyChart'
import { lastWeeks, WEEKS_SHOWN } from './weeks'

/** An admin list filtered by every condition given, in the form the list's own filter writes. */
function adminList(collection: string, conditions: string[] = []): string {
  const where = conditions.map((condition, index) => `where[or][0][and][${index}]${condition}`).join('&')
  return `/admin/collections/${collection}${where ? `?${where}` : ''}`
}

const PAID_ORDERS = adminList('orders', ['[paidAt][exists]=true'])

/**
 * On the admin dashboard, for moderators and admins (it counts visitors' and buyers' personal
 * data; editors see nothing): the last 12 weeks of leads, price checks, questions, paid orders
 * and paid revenue, each a small chart with its numbers and a link to its list.
 */
export async function BusinessAtAGlance({ payload, user }: DashboardPanelProps) {
  if (!hasRole(user, 'moderator')) return null
  const weeks = lastWeeks(new Date())
  const [activity, orders] = await Promise.all([
    weeklyVisitorActivity(payload, weeks),
    weeklyPaidOrders(payload, weeks),
  ])
  const charts: Omit<WeeklyChartProps, 'weeks'>[] = [
    {
      id: 'chart-leads',
      title: 'New leads',
      unit: 'New leads',
      values: activity.leads,
      list: { href: adminList('leads'), label: 'All leads' },
    },
    {
      id: 'chart-price-checks',
      title: 'Price checks',
      unit: 'Price checks',
      values: activity.priceChecks,
      list: { href: adminList('price-checks'), label: 'All price checks' },
    },
    {
      id: 'chart-questions',
      title: 'Questions',
      unit: 'Questions',
      values: activity.questions,
      note: 'Questions asked on the site; replies and spam are not counted.',
      list: {
        href: adminList('comments', ['[parent][exists]=false', '[status][not_equals]=spam']),
        label: 'All questions',
      },
    },
    {
      id: 'chart-paid-orders',
      title: 'Paid orders',
      unit: 'Paid orders',
      values: orders.orders,
      note: 'By the day paid; refunded orders are counted here.',
      list: { href: PAID_ORDERS, label: 'Paid orders' },
    },
    {
      id: 'chart-revenue',
      title: 'Paid revenue',
      unit: 'Paid revenue (USD)',
      values: orders.revenueCents,
      format: (cents) => `$${formatCents(cents)}`,
      note: 'What the orders paid that week came to, refunded orders left out.',
      list: { href: PAID_ORDERS, label: 'Paid orders behind the revenue' },
    },
  ]
  return (
    <DashboardPanel id="business-at-a-glance" title={`The last ${WEEKS_SHOWN} weeks`}>
      <div className="business-at-a-glance__charts">
        {charts.map((chart) => (
          <WeeklyChart key={chart.id} weeks={weeks} {...chart} />
        ))}
      </div>
    </DashboardPanel>
  )
}
