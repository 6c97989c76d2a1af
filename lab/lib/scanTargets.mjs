// What `npm run scan` points sqlmap and wapiti at: every JSON write endpoint with a well-formed body
// (the bad-input benchmark's list, lab/lib/badBodies.mjs), and the GET endpoints that take query
// or path parameters, with real ids made on the scan's own database (a lead, a paid evaluation and its
// order, through the demo payment provider) so that an injected id can be told from a genuine one.
import { WRITE_ENDPOINTS } from './badBodies.mjs'

/** A JSON call through the scan proxy (which adds what a page of the site would send). */
async function call(proxy, path, body) {
  const response = await fetch(`${proxy}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const data = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`setting up the scan: ${path} answered ${response.status} ${JSON.stringify(data)}`)
  return data
}

/** Real records to scan the GET endpoints with. */
async function realIds(proxy) {
  const person = { name: 'Scan Visitor', email: 'scan.visitor@example.com' }
  const lead = await call(proxy, '/api/leads/newLead', {
    firstName: 'Scan',
    lastName: 'Visitor',
    email: person.email,
    source: 'pricecheck',
  })
  const intent = await call(proxy, '/api/ecomm/create-payment-intent', { product: 'eval', ...person })
  await call(proxy, '/api/ecomm/demo/confirm', {
    paymentIntentId: intent.paymentIntentId,
    cardNumber: '4242424242424242',
  })
  const paid = await call(proxy, '/api/ecomm/paidEval', { ...person, paymentIntentId: intent.paymentIntentId })
  const { posts } = await call(proxy, '/api/content/posts?pageNum=1&postType=all')
  if (!posts?.length) throw new Error('setting up the scan: the demo content has no posts')
  return { leadId: lead.data._id, evalId: paid.eval._id, orderId: intent.orderId, post: posts[0] }
}

/**
 * @param {string} site  the app server, as the scanners address it
 * @param {string} proxy  the scan proxy, for making the records
 * @returns {Promise<{ sqlmap: { name: string, url: string, data?: unknown }[], wapitiStart: string[] }>}
 */
export async function scanTargets(site, proxy) {
  const ids = await realIds(proxy)
  const slug = ids.post.link.replace(/^\/+/, '')
  const gets = [
    { name: 'get-search', url: `${site}/api/search?pageNum=1&searchTerm=hot+tub` },
    { name: 'get-posts', url: `${site}/api/content/posts?pageNum=1&postType=all` },
    { name: 'get-comments', url: `${site}/api/comments?page=%2Fasktheexperts&pageNum=1` },
    { name: 'get-post', url: `${site}/api/content/post/${slug}*` },
    { name: 'get-lead', url: `${site}/api/leads/getLead/${ids.leadId}*` },
    { name: 'get-eval', url: `${site}/api/ecomm/getEval/${ids.evalId}*` },
    { name: 'get-order', url: `${site}/api/ecomm/getOrder/${ids.orderId}*` },
  ]
  const posts = WRITE_ENDPOINTS.map((endpoint, index) => ({
    name: `post-${index + 1}${endpoint.path.replace(/[^a-z0-9]+/gi, '-')}`,
    url: `${site}${endpoint.path}`,
    data:
      endpoint.path === '/api/leads/info' || endpoint.path === '/api/leads/reqInfo'
        ? { ...endpoint.body, leadId: ids.leadId }
        : endpoint.body,
  }))
  return {
    sqlmap: [...gets, ...posts],
    wapitiStart: [
      ...gets.map((target) => target.url.replace('*', '')),
      `${site}/eval/${ids.evalId}`,
      `${site}/infoRequest/${ids.leadId}`,
    ],
  }
}
