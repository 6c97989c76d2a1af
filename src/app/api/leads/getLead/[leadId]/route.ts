export { getLead as GET } from '@/leads/api/leadRoutes'
