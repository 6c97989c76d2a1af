import { hasRole } from '@/staff/access'
import { DashboardPanel, type DashboardPanelProps } from '@/staff/dashboard/DashboardPanel'

import { buyerToolFigures } from '../server/toolFigures'
import './buyerToolsDashboard.css'

/**
 * On the admin dashboard, for all staff (counts only, no visitor's data): how often each buyer tool
 * was used, and the price checks and leads it led to.
 */
export async function DashboardBuyerTools({ payload, user }: DashboardPanelProps) {
  if (!hasRole(user, 'editor', 'moderator')) return null
  const figures = await buyerToolFigures(payload)
  return (
    <DashboardPanel id="dashboard-buyer-tools" title="Buyer tools">
      <table>
        <thead>
          <tr>
            <th scope="col">Tool</th>
            <th scope="col">Uses, last 7 days</th>
            <th scope="col">Uses, last 30 days</th>
            <th scope="col">Price checks, last 30 days</th>
            <th scope="col">Leads, last 30 days</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((tool) => (
            <tr key={tool.tool}>
              <th scope="row">{tool.name}</th>
              <td>{tool.usesLast7Days}</td>
              <td>{tool.usesLast30Days}</td>
              <td>{tool.priceChecksLast30Days}</td>
              <td>{tool.leadsLast30Days}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dashboard-buyer-tools__note">
        A use is a visitor who got a first result that day (one address counts once per tool and day); days are UTC
        days, today included.
      </p>
    </DashboardPanel>
  )
}
