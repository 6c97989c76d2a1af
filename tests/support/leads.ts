import type { RouteHandler } from './routes'

type LeadIdHandler = (request: Request, context: { params: Promise<{ leadId: string }> }) => Promise<Response>

/** The lead routes as the integration tests call them: getLead (by the lead's public id), info, newLead, reqInfo. */
export async function leadRoutes() {
  const [getLead, info, newLead, reqInfo] = await Promise.all([
    import('@/app/api/leads/getLead/[leadId]/route'),
    import('@/app/api/leads/info/route'),
    import('@/app/api/leads/newLead/route'),
    import('@/app/api/leads/reqInfo/route'),
  ])
  const post = (route: { POST: unknown }) => route.POST as RouteHandler
  return { getLead: getLead.GET as LeadIdHandler, info: post(info), newLead: post(newLead), reqInfo: post(reqInfo) }
}

/** GET /api/leads/getLead/:leadId, through its route handler. */
export const getLeadResponse = (getLead: LeadIdHandler, leadId: string) =>
  getLead(new Request(`http://localhost/api/leads/getLead/${leadId}`), { params: Promise.resolve({ leadId }) })
