import type { ReactNode } from 'react'

/** Line icons on a 24 px grid, drawn in the current text colour. */
const PATHS = {
  bold: <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />,
  italic: <path d="M19 4h-9M14 20H5M15 4 9 20" />,
  underline: <path d="M6 4v6a6 6 0 0 0 12 0V4M4 20h16" />,
  strike: <path d="M16 5H10a3 3 0 0 0-2.8 4M14 12a4 4 0 0 1 0 8H6M4 12h16" />,
  bulletList: <path d="M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  orderedList: <path d="M10 6h11M10 12h11M10 18h11M4 4h1v5M4 9h2M6 19H4c0-1.2 2-1.8 2-3a1 1 0 0 0-2-.5" />,
  alignLeft: <path d="M3 6h18M3 12h12M3 18h15" />,
  alignCenter: <path d="M3 6h18M7 12h10M5 18h14" />,
  alignRight: <path d="M3 6h18M9 12h12M6 18h15" />,
  alignJustify: <path d="M3 6h18M3 12h18M3 18h18" />,
  indent: <path d="M11 6h10M11 12h10M11 18h10M3 8l4 4-4 4" />,
  outdent: <path d="M11 6h10M11 12h10M11 18h10M7 8l-4 4 4 4" />,
  link: (
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  ),
  image: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-4-4L6 21" />
    </>
  ),
  colour: <path d="m6 16 6-12 6 12M8.5 11h7" />,
  undo: <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />,
  redo: <path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />,
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof PATHS

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="rte__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  )
}
