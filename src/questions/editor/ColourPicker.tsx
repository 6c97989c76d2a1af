'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { COLOUR_PICKER_COLUMNS, TEXT_COLOURS } from './editorConstants'

export interface ColourPickerProps {
  id: string
  current: string | null
  onPick: (colour: string | null) => void
  /** Closed without a choice; `returnFocus` when Escape closed it, so focus goes back to its button. */
  onDismiss: (returnFocus: boolean) => void
}

const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: COLOUR_PICKER_COLUMNS,
  ArrowUp: -COLOUR_PICKER_COLUMNS,
}

/**
 * The 16 preset colours as a grid of 8 columns, plus Remove colour. One Tab stop for the grid
 * (arrow keys move inside it), Escape closes, and focus leaving the panel closes it too.
 */
export function ColourPicker({ id, current, onPick, onDismiss }: ColourPickerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      TEXT_COLOURS.findIndex((colour) => colour.value === current),
    ),
  )

  useEffect(() => {
    panel.current?.querySelectorAll<HTMLButtonElement>('.rte__swatch')[active]?.focus()
  }, [active])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onDismiss(true)
      return
    }
    const step = STEPS[event.key]
    if (step === undefined || !(event.target instanceof HTMLElement) || !event.target.classList.contains('rte__swatch'))
      return
    event.preventDefault()
    event.stopPropagation()
    const next = active + step
    if (next >= 0 && next < TEXT_COLOURS.length) setActive(next)
  }

  return (
    <div
      id={id}
      ref={panel}
      className="rte__colours"
      role="group"
      aria-label="Text colour"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDismiss(false)
      }}
    >
      <div className="rte__swatches">
        {TEXT_COLOURS.map((colour, index) => (
          <button
            key={colour.value}
            type="button"
            className="rte__swatch"
            aria-label={`Colour: ${colour.name}`}
            title={colour.name}
            aria-pressed={current === colour.value}
            tabIndex={index === active ? 0 : -1}
            style={{ backgroundColor: colour.value }}
            onClick={() => onPick(colour.value)}
          />
        ))}
      </div>
      <button type="button" className="rte__remove-colour" onClick={() => onPick(null)}>
        Remove colour
      </button>
    </div>
  )
}
