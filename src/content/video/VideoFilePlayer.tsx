import type { PageVideo } from './postVideo'

type Props = { video: Extract<PageVideo, { kind: 'file' }>; title: string }

/**
 * An uploaded video in the browser's own player: nothing is fetched until the visitor presses
 * play (`preload="none"`), the poster holds the 16:9 frame so the page does not shift.
 */
export function VideoFilePlayer({ video, title }: Props) {
  return (
    <div className="video-frame">
      <video
        className="video-file"
        controls
        preload="none"
        playsInline
        poster={video.poster ?? undefined}
        aria-label={title}
      >
        <source src={video.src} type={video.type} />
        {video.captions ? (
          <track
            kind="captions"
            src={video.captions.src}
            srcLang={video.captions.language}
            label={video.captions.label}
            default
          />
        ) : null}
      </video>
    </div>
  )
}
