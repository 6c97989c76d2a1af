import { capabilityPlugin } from '@/server/capabilityPlugin'

import { StateFigures } from './runningCost/collections/StateFigures'
import { StateFigureSources } from './runningCost/collections/StateFigureSources'
import { ToolUses } from './usage/collections/ToolUses'

/** The buyer tools: the running-cost calculator's state figures and their sources, and each tool's use counts. */
export const buyerToolsPlugin = () =>
  capabilityPlugin({
    collections: [StateFigures, ToolUses],
    globals: [StateFigureSources],
    dashboard: ['@/buyertools/usage/admin/DashboardBuyerTools#DashboardBuyerTools'],
  })
