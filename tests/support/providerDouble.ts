import { afterAll, beforeAll } from 'vitest'

import type { PaymentProvider } from '@/commerce/providers/PaymentProvider'

import { lateBound } from './lateBound'
import { freePort } from './postgres.ts'

type Double = { start: () => Promise<unknown>; stop: () => Promise<unknown>; env: () => Record<string, string> }

/**
 * A payment provider (the real one, `create`) pointed at its local double (`startDouble`) through the
 * settings the double puts in process.env, as the site reads them (`settingsOf`). No database.
 */
export async function providerAgainstDouble<D extends Double, S>(
  startDouble: (port: number) => D,
  settingsOf: () => S | null | undefined,
  create: (settings: S) => PaymentProvider,
) {
  const double = startDouble(await freePort())
  await double.start()
  Object.assign(process.env, double.env())
  const settings = settingsOf()
  if (!settings) throw new Error(`${startDouble.name}'s settings did not configure its provider`)
  return { double, provider: create(settings) }
}

/** A provider against its double for the whole test file: started in `beforeAll`, stopped in `afterAll`. */
export function useProviderDouble<D extends Double, S>(
  startDouble: (port: number) => D,
  settingsOf: () => S | null | undefined,
  create: (settings: S) => PaymentProvider,
) {
  let started: { double: D; provider: PaymentProvider } | undefined
  beforeAll(async () => {
    started = await providerAgainstDouble(startDouble, settingsOf, create)
  })
  afterAll(() => stopDouble(started?.double))
  return {
    double: lateBound(() => started?.double, startDouble.name),
    provider: lateBound(() => started?.provider, `${startDouble.name}'s provider`),
  }
}

/** Stops the double and takes its settings out of process.env again. */
export async function stopDouble(double: Double | undefined) {
  await double?.stop()
  for (const name of Object.keys(double?.env() ?? {})) delete process.env[name]
}
