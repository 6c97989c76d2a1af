export { postNewLead as POST } from '@/leads/api/leadRoutes'
