import type { Payload } from 'payload'

import { transactionOf } from '@/platform/db/connection'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { testDatabase } from './payload'

type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

/**
 * Runs one step of the test database's migration whose name ends with `nameEnd`, in a unit of work
 * of its own, as `npm start` runs it: for tests of what a migration does to data of its day.
 */
export function migrationStep(payload: Payload, nameEnd: string) {
  return async (step: 'up' | 'down'): Promise<void> => {
    const { migrations } = (testDatabase() === 'postgres'
      ? await import('@/platform/db/migrations/postgres')
      : await import('@/platform/db/migrations/sqlite')) as unknown as { migrations: Migration[] }
    const migration = migrations.find((candidate) => candidate.name.endsWith(nameEnd))
    if (!migration) throw new Error(`no migration ends with ${nameEnd}`)
    // Each migration is typed for its own dialect's arguments; the runner gives both the same shape.
    await inTransaction(payload, async (req) =>
      migration[step]({ db: (await transactionOf(req)).drizzle, payload, req } as never),
    )
  }
}
