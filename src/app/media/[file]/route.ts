export { GET } from '@/content/api/mediaFileRoute'
