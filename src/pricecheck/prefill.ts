/** A quoted tub as a tool's link names it: `?brand=&model=&price=` (the scorecard's "send it as a price check"). */
export type PrefilledTub = { brand: string; model: string; price: string }

/** The tub a link brings, cut to the form's lengths; null without a brand. The form still checks everything. */
export function tubFromAddress(search: string): PrefilledTub | null {
  const query = new URLSearchParams(search)
  const field = (name: string, max: number) => (query.get(name) ?? '').trim().slice(0, max)
  const brand = field('brand', 80)
  return brand ? { brand, model: field('model', 80), price: field('price', 40) } : null
}
