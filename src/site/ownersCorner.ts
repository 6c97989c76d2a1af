/**
 * The owner's corner, for those who already own a tub: its first page (the water-care calculator) as the home
 * page's tools row, the guide and the spa-product pages link it. Not a buyer tool: no use counter, no `?from=`.
 */
export const OWNERS_CORNER_TOOL = {
  href: '/water-care',
  title: 'What do I add, and how much?',
  text: 'For owners: your test readings in, what to add, how much and in which order out.',
} as const

/** The owner's corner's tools, first page first, as an article may point to them. */
export const OWNER_TOOLS = [
  { id: 'waterCare', name: 'Water-care calculator', ...OWNERS_CORNER_TOOL },
  {
    id: 'careLog',
    name: 'Care log',
    href: '/water-care/log',
    title: 'Keep a log of your water',
    text: 'Each test and what you added, with a chart. It stays on your device.',
  },
  {
    id: 'careReminders',
    name: 'Care reminders',
    href: '/water-care/reminders',
    title: 'Get an e-mail when a job is due',
    text: 'Filter rinse and deep clean, drain and refill, and the autumn cover check. No account.',
  },
] as const
