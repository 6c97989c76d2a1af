import { healthResponse } from '@/platform/http/health'
import { getPayloadClient } from '@/payloadClient'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => healthResponse(getPayloadClient, request.headers)
