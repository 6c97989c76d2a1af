export { getFormToken as GET } from '@/questions/api/commentRoutes'
