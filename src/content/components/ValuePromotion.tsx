import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { isHttpsUrlOrEmpty } from '@/site/settings/httpsUrl'
import { ArrowIcon } from '@/site/shell/icons'

import type { ResponsiveImage } from '../media/responsiveImage'
import { VideoEmbed } from '../video/VideoEmbed'

type Props = { title: string; videoId?: string | null; poster: ResponsiveImage | null }

/**
 * The value-priced tub promotion: its video and the button out to the manufacturer, shown only
 * once staff have set the manufacturer's address in the site settings.
 */
export async function ValuePromotion({ title, videoId, poster }: Props) {
  const { valueTubManufacturerUrl: stored } = await getSiteSettings()
  const valueTubManufacturerUrl = stored && isHttpsUrlOrEmpty(stored) ? stored : null
  return (
    <section className="value-promotion" aria-label="The value-priced tub">
      <VideoEmbed videoId={videoId} title={title} poster={poster} />
      {valueTubManufacturerUrl ? (
        <p className="value-promotion__action">
          <a className="button" href={valueTubManufacturerUrl} target="_blank" rel="noopener">
            Visit the manufacturer <ArrowIcon />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </section>
  )
}
