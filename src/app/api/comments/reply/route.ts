export { postReply as POST } from '@/questions/api/commentRoutes'
