import { capabilityPlugin } from '@/platform/plugins/capabilityPlugin'

import { CertifiedSpaModelImport } from './certifiedModels/collections/CertifiedSpaModelImport'
import { CertifiedSpaModels } from './certifiedModels/collections/CertifiedSpaModels'
import { ClimateStations } from './climate/collections/ClimateStations'
import { StateFigures } from './runningCost/collections/StateFigures'
import { StateFigureSources } from './runningCost/collections/StateFigureSources'
import { ToolUses } from './usage/collections/ToolUses'
import { ToolVisitors } from './usage/collections/ToolVisitors'

/**
 * The buyer tools: the running-cost calculator's state figures and their sources, its climate stations, the
 * certified spa models (and their last import) the model picker offers, each tool's use counts and today's
 * distinct visitors they are counted by.
 */
export const buyerToolsPlugin = () =>
  capabilityPlugin({
    collections: [StateFigures, ClimateStations, CertifiedSpaModels, ToolUses, ToolVisitors],
    globals: [StateFigureSources, CertifiedSpaModelImport],
    dashboard: ['@/buyertools/usage/admin/DashboardBuyerTools#DashboardBuyerTools'],
  })
