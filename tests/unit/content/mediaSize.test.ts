import { describe, expect, it } from 'vitest'

import { checkImageFile, MAX_IMAGE_BYTES } from '@/content/media/Media'

type HookArgs = Parameters<typeof checkImageFile>[0]
const upload = (size: number | null) =>
  ({
    data: { alt: 'A tub' },
    req: { file: size === null ? undefined : { size, name: 'tub.png' } },
  }) as unknown as HookArgs

describe('the size of a picture staff upload', () => {
  it('takes a picture of up to 20 MB (20 × 1024 × 1024 = 20,971,520 bytes), and a save without a new file', () => {
    expect(MAX_IMAGE_BYTES).toBe(20_971_520)
    expect(checkImageFile(upload(20_971_520))).toEqual({ alt: 'A tub' })
    expect(checkImageFile(upload(null))).toEqual({ alt: 'A tub' })
  })

  it('refuses a bigger one (413), saying the limit', () => {
    expect(() => checkImageFile(upload(20_971_521))).toThrow('A picture can be at most 20 MB. Nothing was saved.')
  })
})
