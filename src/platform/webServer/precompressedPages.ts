// A page in Next's cache still costs this process a few milliseconds a request: Next reads and
// sends it, its HTML is transformed (publicPages.ts) and compressed again, at a level fast enough
// to repeat every time. Here a public page Next sent with an ETag is kept as it went out,
// compressed once at the best Brotli and gzip levels (the guide: 12.7 KB instead of 15.6, so a new
// connection's first round trip carries it whole). Next still decides every request: asked with the
// kept page's ETag, it answers 304 when that page is still current (its cache and its revalidation,
// shared by every app server), and the kept bytes go out (publicPages.ts); for a moment after,
// that confirmation, kept with the page, stands for Next's answer (confirmedPages.ts).
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { log } from '@/platform/log/log'

import type { Confirmation } from './confirmedPages'

export type Encoding = 'br' | 'gzip' | 'identity'
export type KeptPage = { etag: string; type: string; confirmation?: Confirmation } & Record<Encoding, Buffer>

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const BEST_BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
}
const BEST_GZIP = { level: zlib.constants.Z_BEST_COMPRESSION }
/** Larger pages are left to the per-response compression. */
export const MAX_KEPT_PAGE_BYTES = 1024 * 1024

/** The client's best encoding of ours: `br`, `gzip` or `identity`, as the compression middleware chooses. */
export function chooseEncoding(acceptEncoding = ''): Encoding {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean)
    if (name) accepted.set(name, q ? Number(q[1]) : 1)
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return 'identity'
}

/** Kept pages by path: at most `maxPages`, the least recently sent going first. */
export function precompressedPages(maxPages = 300) {
  const pages = new Map<string, KeptPage>()
  const compressing = new Set<string>()

  async function compressAndKeep(path: string, etag: string, type: string, identity: Buffer) {
    if (compressing.has(path)) return
    compressing.add(path)
    try {
      const [br, gz] = await Promise.all([brotli(identity, BEST_BROTLI), gzip(identity, BEST_GZIP)])
      pages.delete(path)
      pages.set(path, { etag, type, identity, br, gzip: gz })
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!)
    } finally {
      compressing.delete(path)
    }
  }

  return {
    get: (path: string): KeptPage | undefined => pages.get(path),
    /** Keeps `identity` (the page as it went out) in the background, compressed at the best levels. */
    keep(path: string, etag: string, type: string, identity: Buffer): void {
      compressAndKeep(path, etag, type, identity).catch((error: unknown) =>
        log.error('could not keep a compressed page', { error, details: { path } }),
      )
    },
    /** Keeps Next's `confirmation` of the page kept under `path`, if it is still the one with `etag`. */
    confirm(path: string, etag: string, confirmation: Confirmation | undefined): void {
      const page = pages.get(path)
      if (page?.etag === etag) page.confirmation = confirmation
    },
    /** Notes that the kept page went out again (it is dropped last). */
    sent(path: string): void {
      const page = pages.get(path)
      if (!page) return
      pages.delete(path)
      pages.set(path, page)
    },
  }
}
