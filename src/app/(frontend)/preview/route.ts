export { GET } from '@/content/api/previewRoutes'
