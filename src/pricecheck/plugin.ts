import { capabilityPlugin } from '@/server/capabilityPlugin'

import { PriceChecks } from './collections/PriceChecks'
import { SpaBrands } from './collections/SpaBrands'

/** Price checks and the brands they are asked about, and the dashboard's waiting price checks. */
export const priceCheckPlugin = () =>
  capabilityPlugin({
    collections: [PriceChecks, SpaBrands],
    dashboard: ['@/pricecheck/admin/DashboardWaitingPriceChecks#DashboardWaitingPriceChecks'],
  })
