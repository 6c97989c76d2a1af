import { capabilityPlugin } from '@/platform/plugins/capabilityPlugin'

import { PriceChecks } from './collections/PriceChecks'
import { PricePositionSnapshots } from './collections/PricePositionSnapshots'
import { SpaBrands } from './collections/SpaBrands'
import { staffPositionEndpoint } from './position/staffPositionEndpoint'

/**
 * Price checks and the brands they are asked about, the published price bands and staff's exact view, the
 * dashboard's waiting checks.
 */
export const priceCheckPlugin = () =>
  capabilityPlugin({
    collections: [PriceChecks, PricePositionSnapshots, SpaBrands],
    endpoints: [staffPositionEndpoint],
    dashboard: ['@/pricecheck/admin/DashboardWaitingPriceChecks#DashboardWaitingPriceChecks'],
  })
