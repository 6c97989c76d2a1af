import type { ReactNode } from 'react'

import type { Post } from '@/payload-types'

import type { PageFeature } from './kinds'

/** A part of the page a feature fills: a server component given the post it appears on. */
export type PageFeatureSlot = (props: { post: Post }) => ReactNode | Promise<ReactNode>

/**
 * What a page feature adds to the article template: in the header under the title (a jump link),
 * before the body (a video) or after it (a form), or around the body, given it as `children` (a
 * feature that shows the page's text as its intro and swaps it for its own view). Each is optional.
 */
export type PageFeatureView = {
  header?: PageFeatureSlot
  beforeBody?: PageFeatureSlot
  aroundBody?: (props: { post: Post; children: ReactNode }) => ReactNode | Promise<ReactNode>
  afterBody?: PageFeatureSlot
}

/**
 * Each feature's view, registered by the capability that owns it (composed in
 * `app/(frontend)/pageParts.ts`), so content renders features without importing their capabilities.
 * A feature with no entry (`none`, or one not built yet) leaves the page its text alone.
 */
export type PageFeatureRegistry = Partial<Record<PageFeature, PageFeatureView>>

/** What the site composes into a post's page beyond its text: its feature, and the questions area. */
export type PageParts = {
  features: PageFeatureRegistry
  /** Under every article unless the post turns questions off; none when not given. */
  questions?: PageFeatureSlot
}
