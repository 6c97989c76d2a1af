export { paidConsult as POST } from '@/commerce/api/paidRoutes'
