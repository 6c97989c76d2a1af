'use client'

/** Prints the dealer card alone (scorecard.css hides the rest of the page in print). */
export function PrintCardButton() {
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => window.print()}>
      Print this card
    </button>
  )
}
