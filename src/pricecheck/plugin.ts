import { capabilityPlugin } from '@/server/capabilityPlugin'

import { PriceChecks } from './collections/PriceChecks'
import { SpaBrands } from './collections/SpaBrands'
import { staffPositionEndpoint } from './position/staffPositionEndpoint'

/** Price checks and the brands they are asked about, the staff's price positions, the dashboard's waiting checks. */
export const priceCheckPlugin = () =>
  capabilityPlugin({
    collections: [PriceChecks, SpaBrands],
    endpoints: [staffPositionEndpoint],
    dashboard: ['@/pricecheck/admin/DashboardWaitingPriceChecks#DashboardWaitingPriceChecks'],
  })
