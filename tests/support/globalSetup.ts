import type { TestProject } from 'vitest/node'

import { startPostgres } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresPort: number
  }
}

/**
 * With TEST_DATABASE=postgres, one private PostgreSQL cluster serves the whole run; each
 * test file creates its own database in it. SQLite runs need nothing here.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE !== 'postgres') return
  const cluster = await startPostgres()
  project.provide('postgresPort', cluster.port)
  return () => cluster.stop()
}
