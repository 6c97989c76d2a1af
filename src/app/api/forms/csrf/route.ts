export { GET } from '@/http/csrfTokenRoute'
