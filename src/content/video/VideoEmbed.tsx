import { PlayIcon } from '@/site/shell/icons'

import { POSTER_SIZES, ResponsiveImg } from '../components/ResponsiveImg'
import type { ResponsiveImage } from '../media/responsiveImage'
import { isVideoId } from './videoId'
import { VideoPlayer } from './VideoPlayer'

type Props = { videoId?: string | null; title: string; poster?: ResponsiveImage | null }

/** A video in a page: the click-to-play player, or a designed “coming soon” poster until staff add the id. */
export function VideoEmbed({ videoId, title, poster = null }: Props) {
  if (isVideoId(videoId)) return <VideoPlayer videoId={videoId} title={title} poster={poster} />
  return (
    <div className="video-frame video-frame--soon" role="img" aria-label={`Video coming soon: ${title}`}>
      {poster ? <ResponsiveImg className="video-soon__poster" image={poster} sizes={POSTER_SIZES} decorative /> : null}
      <span className="video-poster__play video-poster__play--muted">
        <PlayIcon />
      </span>
      <span className="video-soon__text">
        <strong>Video coming soon</strong>
        <span>{title}</span>
      </span>
    </div>
  )
}
