import { z } from 'zod'

import { BUYER_TOOL_IDS } from '@/site/buyerTools'

export const UNKNOWN_TOOL = `Name one of our tools: ${BUYER_TOOL_IDS.join(', ')}.`

/** `POST /api/tools/used`: which tool a visitor just got a first result from. */
export const toolUsedSchema = z.object({ tool: z.enum(BUYER_TOOL_IDS, { error: UNKNOWN_TOOL }) })
export type ToolUsed = z.infer<typeof toolUsedSchema>
