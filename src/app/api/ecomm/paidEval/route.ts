export { paidEval as POST } from '@/commerce/api/paidRoutes'
