import type { Media, Post } from '@/payload-types'
import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { isHttpsUrlOrEmpty } from '@/site/settings/httpsUrl'
import { ArrowIcon } from '@/site/shell/icons'

import { responsiveImage } from '../media/responsiveImage'
import { pageVideo } from '../video/postVideo'
import { VideoEmbed } from '../video/VideoEmbed'

/**
 * The value-priced tub promotion: its video, when staff have given one, and the button out to the
 * manufacturer, shown only once staff have set the manufacturer's address in the site settings.
 */
export async function ValuePromotion({ post }: { post: Post }) {
  const { valueTubManufacturerUrl: stored } = await getSiteSettings()
  const valueTubManufacturerUrl = stored && isHttpsUrlOrEmpty(stored) ? stored : null
  const video = pageVideo(post)
  if (!video && !valueTubManufacturerUrl) return null
  return (
    <section className="value-promotion" aria-label="The value-priced tub">
      <VideoEmbed video={video} title={post.title} poster={responsiveImage(post.headerImage as Media | null)} />
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
