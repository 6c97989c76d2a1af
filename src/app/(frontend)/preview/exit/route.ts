export { POST } from '@/content/api/previewExitRoute'
