import type { RouteHandler } from './routes'

type LeadIdHandler = (request: Request, context: { params: Promise<{ leadId: string }> }) => Promise<Response>

/** The lead routes as the integration tests call them: getLead (by the lead's public id), info, newLead, reqInfo. */
export async function leadRoutes() {
  return {
    getLead: (await import('@/app/api/leads/getLead/[leadId]/route')).GET as LeadIdHandler,
    info: (await import('@/app/api/leads/info/route')).POST as RouteHandler,
    newLead: (await import('@/app/api/leads/newLead/route')).POST as RouteHandler,
    reqInfo: (await import('@/app/api/leads/reqInfo/route')).POST as RouteHandler,
  }
}

/** GET /api/leads/getLead/:leadId, through its route handler. */
export const getLeadResponse = (getLead: LeadIdHandler, leadId: string) =>
  getLead(new Request(`http://localhost/api/leads/getLead/${leadId}`), { params: Promise.resolve({ leadId }) })
