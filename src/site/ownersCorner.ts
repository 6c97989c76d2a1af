/**
 * The owner's corner, for those who already own a tub: its first page (the water-care calculator) as the home
 * page's tools row, the guide and the spa-product pages link it. Not a buyer tool: no use counter, no `?from=`.
 */
export const OWNERS_CORNER_TOOL = {
  href: '/water-care',
  title: 'What do I add, and how much?',
  text: 'For owners: your test readings in, what to add, how much and in which order out.',
} as const
