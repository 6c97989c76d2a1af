export { GET } from '@/platform/http/csrfTokenRoute'
