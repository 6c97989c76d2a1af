'use client'

import { useState } from 'react'

import { PlayIcon } from '@/site/shell/icons'

import { POSTER_SIZES, ResponsiveImg } from '../components/ResponsiveImg'
import type { ResponsiveImage } from '../media/responsiveImage'
import { playerUrl } from './videoId'

type Props = { videoId: string; title: string; poster: ResponsiveImage | null }

/**
 * A poster and a play button; the video host's player (and its scripts and cookies) loads only
 * when the visitor asks for it.
 */
export function VideoPlayer({ videoId, title, poster }: Props) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={playerUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  }
  return (
    <div className="video-frame">
      <button type="button" className="video-poster" onClick={() => setPlaying(true)}>
        {poster ? <ResponsiveImg image={poster} sizes={POSTER_SIZES} decorative /> : null}
        <span className="video-poster__play">
          <PlayIcon />
        </span>
        <span className="video-poster__label">
          <span className="visually-hidden">Play video: </span>
          {title}
        </span>
      </button>
    </div>
  )
}
