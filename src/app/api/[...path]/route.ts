import { notFound } from '@/platform/http/json'

// Unknown API paths answer JSON, not the HTML 404 page.
const unknown = async () => notFound('No such API endpoint.')

export { unknown as DELETE, unknown as GET, unknown as PATCH, unknown as POST, unknown as PUT }
