import type { ResponsiveImage } from '../media/responsiveImage'
import type { PageVideo } from './postVideo'
import { VideoFilePlayer } from './VideoFilePlayer'
import { VideoPlayer } from './VideoPlayer'

type Props = { video: PageVideo | null; title: string; poster?: ResponsiveImage | null }

/**
 * A page's video: the click-to-play YouTube player, or a file the site serves itself. No video,
 * nothing at all: the text around it stands on its own.
 */
export function VideoEmbed({ video, title, poster = null }: Props) {
  if (!video) return null
  if (video.kind === 'youtube') return <VideoPlayer videoId={video.videoId} title={title} poster={poster} />
  return <VideoFilePlayer video={video} title={title} />
}
