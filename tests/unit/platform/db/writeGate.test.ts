import { describe, expect, it } from 'vitest'

import { DatabaseBusyError, writeGate } from '@/platform/db/sqliteWriteGate'

describe('writeGate: SQLite writers take turns', () => {
  it('lets one holder in at a time, first come first served', async () => {
    const gate = writeGate(1_000)
    const order: string[] = []
    const hold = async (name: string, ms: number) => {
      const release = await gate.acquire()
      order.push(`${name} in`)
      await new Promise((resolve) => setTimeout(resolve, ms))
      order.push(`${name} out`)
      release()
    }
    await Promise.all([hold('a', 30), hold('b', 10), hold('c', 0)])
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out'])
  })

  it('gives up after the timeout instead of hanging, and the queue moves on', async () => {
    const gate = writeGate(50)
    const release = await gate.acquire()
    await expect(gate.acquire()).rejects.toBeInstanceOf(DatabaseBusyError)
    release()
    const next = await gate.acquire()
    next()
  })
})
