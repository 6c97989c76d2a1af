export { postRequestInfo as POST } from '@/leads/api/leadRoutes'
