import { visitorRoutes } from '@/platform/http/apiRoute'

import { getPayloadClient } from './payloadClient'

/**
 * The API's rate-limited, validated read and write routes (src/platform/http/apiRoute.ts), on the app's Payload
 * client.
 */
export const { readRoute, writeRoute } = visitorRoutes(getPayloadClient)
