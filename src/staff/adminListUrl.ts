import type { Where } from 'payload'

/** Payload's list query string (`where[and][0][status][equals]=paid…`), as its own filter controls write it. */
function whereParams(where: Where, prefix: string, params: URLSearchParams) {
  for (const [key, value] of Object.entries(where)) {
    const name = `${prefix}[${key}]`
    if (Array.isArray(value)) value.forEach((item, index) => whereParams(item as Where, `${name}[${index}]`, params))
    else if (value !== null && typeof value === 'object') whereParams(value as Where, name, params)
    else params.append(name, String(value))
  }
}

/** The admin's list of a collection, filtered by `where` when given. */
export function adminListUrl(collection: string, where?: Where): string {
  const params = new URLSearchParams()
  if (where) whereParams(where, 'where', params)
  const query = params.toString()
  return `/admin/collections/${collection}${query ? `?${query}` : ''}`
}
