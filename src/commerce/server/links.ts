import { siteUrl } from '@/platform/settings/siteUrl'

/** The buyer's link to an evaluation (`/eval/{id}`). */
export const evaluationUrl = (evalId: string) => new URL(`/eval/${evalId}`, siteUrl()).toString()

/** Staff's link straight to an order in the admin. */
export const orderAdminUrl = (orderId: number) => new URL(`/admin/collections/orders/${orderId}`, siteUrl()).toString()
