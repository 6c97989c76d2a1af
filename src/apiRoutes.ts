import { visitorRoutes } from '@/platform/http/apiRoute'

import { getPayloadClient } from './payloadClient'

/**
 * The API's rate-limited, validated read and write routes, and the button behind a mailed link
 * (src/platform/http/apiRoute.ts), on the app's Payload client.
 */
export const { readRoute, writeRoute, linkRoute } = visitorRoutes(getPayloadClient)
