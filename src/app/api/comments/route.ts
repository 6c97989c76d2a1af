export { listComments as GET, postQuestion as POST } from '@/questions/api/commentRoutes'
