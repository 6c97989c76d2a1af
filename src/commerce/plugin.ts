import { capabilityPlugin } from '@/platform/plugins/capabilityPlugin'

import { orderRefundEndpoint } from './api/refundEndpoint'
import { DemoPayments } from './collections/DemoPayments'
import { Evaluations } from './collections/Evaluations'
import { Orders } from './collections/Orders'
import { PaymentEvents } from './collections/PaymentEvents'
import { SpaProducts } from './collections/SpaProducts'
import { TaxRates } from './collections/TaxRates'
import type { ProviderOfPayment } from './providers/PaymentProvider'

type CommerceOptions = {
  /** Where staff refunds find the provider that took a payment. */
  providerOfPayment: ProviderOfPayment
}

/** Orders and what sells them: spa products, tax rates, evaluations, payment events, staff refunds. */
export const commercePlugin = ({ providerOfPayment }: CommerceOptions) =>
  capabilityPlugin({
    collections: [Orders, SpaProducts, TaxRates, Evaluations, PaymentEvents, DemoPayments],
    endpoints: [orderRefundEndpoint(providerOfPayment)],
    dashboard: ['@/commerce/admin/DashboardOrdersToShip#DashboardOrdersToShip'],
  })
