/** What a post is. The kind picks the page template and the label on content cards. */
export const POST_KINDS = ['article', 'review', 'video', 'page'] as const
export type PostKind = (typeof POST_KINDS)[number]

/** The tag badge shown above a post's title. */
export const POST_TAGS = ['Articles', 'Reviews'] as const
export type PostTag = (typeof POST_TAGS)[number]

/** Card labels, as the API's `type` field spells them. Pages (About Us, service pages) are never listed. */
export const CONTENT_TYPE_LABEL = { article: 'Article', review: 'Review', video: 'Video' } as const
export type ListedKind = keyof typeof CONTENT_TYPE_LABEL
export type ContentTypeLabel = (typeof CONTENT_TYPE_LABEL)[ListedKind]

/** The list types of `/content/{type}` and `GET /api/content/posts?postType=`. */
export const LIST_TYPES = {
  all: ['article', 'review', 'video'],
  articles: ['article'],
  reviews: ['review'],
  videos: ['video'],
} as const satisfies Record<string, readonly ListedKind[]>
export type ListType = keyof typeof LIST_TYPES

export const isListType = (value: string): value is ListType => Object.hasOwn(LIST_TYPES, value)

export const LIST_HEADINGS: Record<ListType, { title: string; intro: string }> = {
  all: { title: 'All content', intro: 'Everything we have written and filmed, newest first.' },
  articles: {
    title: 'Articles',
    intro: 'How hot tubs are really built and sold: construction, parts, water care and the tricks of the trade.',
  },
  reviews: {
    title: 'Reviews',
    intro: 'Brands and products judged against the five criteria of our buyers guide, with a plain verdict.',
  },
  videos: { title: 'Videos', intro: 'Short films from the showroom floor and the workshop: see what we mean.' },
}

/**
 * Page features: the interactive part a page composes beside its text. The capability that owns
 * the feature renders it; `none` is a plain page.
 */
export const PAGE_FEATURES = [
  'none',
  'valuePromotion',
  'priceChecker',
  'buyersService',
  'evaluationOffer',
  'spaShop',
  'runningCost',
  'compareTubs',
  'quoteScorecard',
] as const
export type PageFeature = (typeof PAGE_FEATURES)[number]

/**
 * Content list paging: the API's page size, and how many cards each Load More reveals. The list's
 * grid has 1, 2 or 4 columns (content.css), each a divisor of the step, so rows never end ragged.
 */
export const POSTS_PAGE_SIZE = 8
export const CARDS_PER_STEP = 4
export const DEFAULT_SIDEBAR_ITEMS = 3
