import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/platform/settings/env'
import { deferFrameworkScripts } from '@/platform/webServer/frameworkAfterFirstScreen'
import { pageTransforms } from '@/platform/webServer/pageTransforms'

describe('FRAMEWORK_DEFERRAL', () => {
  it('is on unless set to off, and refuses anything else', () => {
    expect(parseEnv({}).FRAMEWORK_DEFERRAL).toBe('on')
    expect(parseEnv({ FRAMEWORK_DEFERRAL: 'off' }).FRAMEWORK_DEFERRAL).toBe('off')
    expect(() => parseEnv({ FRAMEWORK_DEFERRAL: 'no' })).toThrow(/FRAMEWORK_DEFERRAL: must be on or off/)
  })

  it('off leaves public pages with the transforms that remain: none', () => {
    expect(pageTransforms(parseEnv({ FRAMEWORK_DEFERRAL: 'off' }))).toEqual([])
    expect(pageTransforms(parseEnv({}))).toEqual([deferFrameworkScripts])
  })
})
