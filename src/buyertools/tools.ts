/** The buyer tools, each a page of the site, in the order the home page lists them. */
export const BUYER_TOOLS = [
  {
    href: '/hot-tub-quote-scorecard',
    title: 'Is this quote fair?',
    text: 'A first verdict on the quote in your hand, with the questions to ask.',
  },
  {
    href: '/hot-tub-running-cost',
    title: 'What will it cost to run?',
    text: 'Your tub, your state’s weather and power price, month by month.',
  },
  {
    href: '/compare-hot-tubs',
    title: 'Which tub costs less per year?',
    text: 'Two or three tubs compared over their lives, not by the sticker.',
  },
] as const
