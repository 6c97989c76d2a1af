import type { ButtonHTMLAttributes, ReactNode } from 'react'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'> & {
  /** What the button does, for screen readers: it shows only its icon. */
  label: string
  icon: ReactNode
}

/** A button that shows only an icon (44 px, the header's), so its name for screen readers is required. */
export function IconButton({ label, icon, className, ...button }: Props) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      {...button}
    >
      {icon}
    </button>
  )
}
