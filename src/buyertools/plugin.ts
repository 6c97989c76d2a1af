import { capabilityPlugin } from '@/server/capabilityPlugin'

import { ClimateStations } from './climate/collections/ClimateStations'
import { StateFigures } from './runningCost/collections/StateFigures'
import { StateFigureSources } from './runningCost/collections/StateFigureSources'
import { ToolUses } from './usage/collections/ToolUses'

/**
 * The buyer tools: the running-cost calculator's state figures and their sources, its climate stations, and
 * each tool's use counts.
 */
export const buyerToolsPlugin = () =>
  capabilityPlugin({
    collections: [StateFigures, ClimateStations, ToolUses],
    globals: [StateFigureSources],
    dashboard: ['@/buyertools/usage/admin/DashboardBuyerTools#DashboardBuyerTools'],
  })
