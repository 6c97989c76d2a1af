import { healthResponse } from '@/server/health'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => healthResponse(getPayloadClient, request.headers)
