export { GET } from '@/content/api/captionsRoute'
