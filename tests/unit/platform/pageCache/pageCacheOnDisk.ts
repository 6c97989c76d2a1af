import SharedCacheHandler from '../../../../src/platform/pageCache/sharedCacheHandler.mjs'

/**
 * Next's page cache as the site configures it (next.config.ts cacheHandler), kept on disk under a build's
 * server folder (`pageCacheFolders` in tests/support makes one).
 */
export async function pageCacheOnDisk(serverDistDir: string) {
  const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
  return new SharedCacheHandler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  })
}
