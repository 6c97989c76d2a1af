import type { ReactNode } from 'react'

const common = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** An icon of the site's shell: lines on a 24 px grid in the current text colour, hidden from screen readers. */
const lineIcon = (drawing: ReactNode) => {
  const LineIcon = () => <svg {...common}>{drawing}</svg>
  return LineIcon
}

export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.6-3.6" />
  </>,
)

export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />)

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />)

export const PlayIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden focusable={false} fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </svg>
)

export const ArrowIcon = lineIcon(<path d="M5 12h14M13 6l6 6-6 6" />)
