/** The TubWise mark: a tub seen side-on, a waterline, and three wisps of steam. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="46" height="46" rx="11" fill="#0d5960" />
      <path d="M9 25h30v5a8 8 0 0 1-8 8H17a8 8 0 0 1-8-8z" fill="#f6f8f7" />
      <path
        d="M11 29c3 1.6 5.5 1.6 8.5 0s5.5-1.6 8.5 0 5.5 1.6 8.5 0"
        fill="none"
        stroke="#0d5960"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M16 20c-2-2.2 2-3.8 0-6.5M24 20c-2-2.2 2-3.8 0-6.5M32 20c-2-2.2 2-3.8 0-6.5"
        fill="none"
        stroke="#f2b872"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  )
}
