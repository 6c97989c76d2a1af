export { GET } from '@/search/api/searchFormRoute'
