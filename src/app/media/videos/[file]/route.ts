export { GET } from '@/content/api/videoFileRoute'
