export { paidPBS as POST } from '@/commerce/api/paidRoutes'
