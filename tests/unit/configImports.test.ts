import { buildSync } from 'esbuild'
import { describe, expect, it } from 'vitest'

/**
 * What the Payload config's own module graph may not import. `npm start` runs its set-up bundled
 * (scripts/lib/setup.ts); a module reachable from the config that statically imports the config
 * back (as `getPayloadClient` does) closes a cycle that leaves that script waiting forever. An
 * `import()` made when first used, long after start-up, is fine.
 */
describe('the Payload config’s imports', () => {
  it('never reach the Payload client, which imports the config back', () => {
    const { metafile } = buildSync({
      entryPoints: ['src/payload.config.ts'],
      write: false,
      metafile: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      tsconfig: 'tsconfig.json',
      logLevel: 'silent',
      loader: { '.css': 'empty', '.scss': 'empty' },
    })
    const importers = Object.entries(metafile.inputs)
      .filter(([, input]) =>
        input.imports.some(
          (imported) => imported.path === 'src/server/payload.ts' && imported.kind !== 'dynamic-import',
        ),
      )
      .map(([file]) => file)
    expect(importers).toEqual([])
  })
})
