export { toolUsed as POST } from '@/buyertools/usage/api/toolUseRoutes'
