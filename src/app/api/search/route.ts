export { GET } from '@/search/api/searchRoute'
