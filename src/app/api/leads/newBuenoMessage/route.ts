export { newBuenoMessageRoute as POST } from '@/leads/api/buyersProgramMessage'
