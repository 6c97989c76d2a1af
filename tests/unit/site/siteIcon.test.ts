import { describe, expect, it } from 'vitest'

import { baseMetadata } from '@/site/metadata'
import { SITE_SETTINGS_DEFAULTS } from '@/site/settings/defaults'
import { SITE_ICON_URL } from '@/site/shell/siteIcon'

describe('the site icon', () => {
  it('is a data URL that decodes to the whole SVG, so no page asks for an icon file', () => {
    expect(SITE_ICON_URL).toMatch(/^data:image\/svg\+xml,/)
    const svg = decodeURIComponent(SITE_ICON_URL.slice('data:image/svg+xml,'.length))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48">/)
    expect(svg).toMatch(/<\/svg>$/)
    // A raw `#` would end the URL at the first colour.
    expect(SITE_ICON_URL).not.toMatch(/[#<>]/)
  })

  it('is the icon every public page names', () => {
    expect(baseMetadata(SITE_SETTINGS_DEFAULTS).icons).toEqual({
      icon: [{ url: SITE_ICON_URL, type: 'image/svg+xml' }],
    })
  })
})
