export { postLeadInfo as POST } from '@/leads/api/leadRoutes'
