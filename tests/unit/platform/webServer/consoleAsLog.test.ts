import { afterEach, describe, expect, it, vi } from 'vitest'

import { consoleRecord, routeConsoleToLog } from '@/platform/webServer/consoleAsLog'

const ESC = String.fromCharCode(27)

describe('what the libraries print, as records of the site log', () => {
  it('keeps the words on one line, without terminal colours, and the error apart', () => {
    const error = new Error('boom')
    // Next's own shape: a red cross, then the error.
    expect(consoleRecord([`${ESC}[31m ⨯${ESC}[39m`, error])).toEqual({ message: '⨯', error })
    expect(consoleRecord(['%s pages in %dms', 'Compiled', 42])).toEqual({ message: 'Compiled pages in 42ms' })
    expect(consoleRecord(['first line\n   second line'])).toEqual({ message: 'first line second line' })
    // An error alone keeps its message as the record's.
    expect(consoleRecord([error])).toEqual({ message: 'boom', error })
  })

  describe('in production', () => {
    const original = { ...console }
    afterEach(() => {
      Object.assign(console, original)
      vi.unstubAllEnvs()
      vi.restoreAllMocks()
    })

    it('writes every console call as one JSON line at its level', () => {
      vi.stubEnv('NODE_ENV', 'production')
      const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
      const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
      routeConsoleToLog()
      console.log(' ▲ Next.js ready')
      console.warn(`${ESC}[33m ⚠${ESC}[39m a notice\nover two lines`)
      console.error(new Error('failed'))
      const lines = [...out.mock.calls, ...err.mock.calls].map(([line]) => JSON.parse(String(line)))
      expect(lines.map(({ level, message }) => [level, message])).toEqual([
        ['info', '▲ Next.js ready'],
        ['warn', '⚠ a notice over two lines'],
        ['error', 'failed'],
      ])
      expect(lines[2].error).toMatchObject({ name: 'Error', message: 'failed' })
    })
  })
})
