export { paidShopOrder as POST } from '@/commerce/api/paidRoutes'
