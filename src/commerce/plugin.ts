import { capabilityPlugin } from '@/server/capabilityPlugin'

import { orderRefundEndpoint } from './api/refundEndpoint'
import { DemoPayments } from './collections/DemoPayments'
import { Evaluations } from './collections/Evaluations'
import { Orders } from './collections/Orders'
import { PaymentEvents } from './collections/PaymentEvents'
import { SpaProducts } from './collections/SpaProducts'
import { TaxRates } from './collections/TaxRates'

/** Orders and what sells them: spa products, tax rates, evaluations, payment events, staff refunds. */
export const commercePlugin = () =>
  capabilityPlugin({
    collections: [Orders, SpaProducts, TaxRates, Evaluations, PaymentEvents, DemoPayments],
    endpoints: [orderRefundEndpoint],
    dashboard: ['@/commerce/admin/DashboardOrdersToShip#DashboardOrdersToShip'],
  })
