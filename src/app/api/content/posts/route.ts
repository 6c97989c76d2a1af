export { GET } from '@/content/api/postsRoute'
