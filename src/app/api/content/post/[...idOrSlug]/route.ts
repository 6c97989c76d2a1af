export { GET } from '@/content/api/postRoute'
