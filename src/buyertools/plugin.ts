import { capabilityPlugin } from '@/server/capabilityPlugin'

import { StateFigures } from './runningCost/collections/StateFigures'
import { StateFigureSources } from './runningCost/collections/StateFigureSources'

/** The buyer tools: the running-cost calculator's state figures and their sources. */
export const buyerToolsPlugin = () => capabilityPlugin({ collections: [StateFigures], globals: [StateFigureSources] })
