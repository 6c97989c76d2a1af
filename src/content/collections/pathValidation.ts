import type { PayloadRequest, Where } from 'payload'

import { isReservedPath, isValidPath, normalizePath } from '../paths'

const POSTS = 'posts'

/** Is `path` already some other post's canonical path or alias? Redirects must never be ambiguous. */
async function pathTakenElsewhere(req: PayloadRequest, path: string, ownId: unknown): Promise<string | null> {
  const usesPath: Where = { or: [{ slug: { equals: path } }, { 'aliases.path': { equals: path } }] }
  const where: Where = ownId == null ? usesPath : { and: [usesPath, { id: { not_equals: ownId } }] }
  const { docs } = await req.payload.find({
    collection: POSTS,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { title: true },
  })
  const other = docs[0] as { title?: string } | undefined
  return other ? (other.title ?? 'another post') : null
}

function shapeProblem(path: string): string | null {
  if (!isValidPath(path)) return `“${path}” is not a valid path: use letters, digits, - _ . ~ and / between parts.`
  if (isReservedPath(path)) return `“${path}” belongs to one of the site's own pages.`
  return null
}

/** Field validation for a post's canonical path. */
export async function validateSlug(value: unknown, { req, id }: { req: PayloadRequest; id?: number | string }) {
  const path = normalizePath(String(value ?? ''))
  if (!path) return 'Enter the path of this page, for example guide or reviews/aquarius.'
  const problem = shapeProblem(path)
  if (problem) return problem
  const taken = await pathTakenElsewhere(req, path, id)
  return taken ? `“${path}” is already used by “${taken}”.` : true
}

/** Field validation for one alias path. */
export async function validateAlias(
  value: unknown,
  {
    req,
    id,
    data,
  }: { req: PayloadRequest; id?: number | string; data?: Partial<{ slug: string; aliases: { path?: string }[] }> },
) {
  const path = normalizePath(String(value ?? ''))
  if (!path) return 'Enter a path or remove this alias.'
  const problem = shapeProblem(path)
  if (problem) return problem
  if (normalizePath(data?.slug ?? '') === path) return 'An alias cannot repeat the page’s own path.'
  const repeats = (data?.aliases ?? []).filter((alias) => normalizePath(alias.path ?? '') === path).length
  if (repeats > 1) return `“${path}” is listed twice.`
  const taken = await pathTakenElsewhere(req, path, id)
  return taken ? `“${path}” is already used by “${taken}”.` : true
}
