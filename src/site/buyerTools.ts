/**
 * The buyer tools, each a page of the site, in the order the home page lists them. `id` names the
 * tool everywhere else: its use counter, `?from=` on its links to the price check, and the source
 * of the leads it makes.
 */
export const BUYER_TOOLS = [
  {
    id: 'scorecard',
    name: 'Quote scorecard',
    href: '/hot-tub-quote-scorecard',
    title: 'Is this quote fair?',
    text: 'A first verdict on the quote in your hand, with the questions to ask.',
  },
  {
    id: 'runningCost',
    name: 'Running-cost calculator',
    href: '/hot-tub-running-cost',
    title: 'What will it cost to run?',
    text: 'Your tub, your state’s weather and power price, month by month.',
  },
  {
    id: 'compare',
    name: 'Compare tool',
    href: '/compare-hot-tubs',
    title: 'Which tub costs less per year?',
    text: 'Two or three tubs compared over their lives, not by the sticker.',
  },
] as const

export type BuyerToolId = (typeof BUYER_TOOLS)[number]['id']

export const BUYER_TOOL_IDS = BUYER_TOOLS.map((tool) => tool.id) as [BuyerToolId, ...BuyerToolId[]]

export const isBuyerToolId = (value: unknown): value is BuyerToolId =>
  typeof value === 'string' && (BUYER_TOOL_IDS as string[]).includes(value)

/** The free price check, asked for from a tool: the form sends the tool on as the request's source. */
export const priceCheckFrom = (tool: BuyerToolId): string => `/price-check?from=${tool}`

/** The tool named by the address's `from` (`?from=runningCost`), when it names one of ours. */
export function toolFromAddress(search: string): BuyerToolId | undefined {
  const from = new URLSearchParams(search).get('from')
  return isBuyerToolId(from) ? from : undefined
}
