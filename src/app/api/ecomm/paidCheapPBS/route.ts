export { paidCheapPBS as POST } from '@/commerce/api/paidRoutes'
