import { defineConfig } from 'vitest/config'

// The scale test starts its own PostgreSQL, app servers and nginx (tests/support/topology.ts) on the
// production build in .next; `npm test` runs it right after the end-to-end step, which built it.
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // The servers it starts set their own environment: no .env file (scripts/lib/envFiles.ts).
    env: { TUBWISE_ENV_FILES: 'ignore' },
  },
})
