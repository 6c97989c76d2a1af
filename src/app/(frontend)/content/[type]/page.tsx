import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentList } from '@/content/components/ContentList'
import { isListType, LIST_HEADINGS } from '@/content/kinds'
import { getPostPage } from '@/content/server/cachedContent'
import { pageAlternates } from '@/site/metadata'
import { getSiteSettings } from '@/site/settings/getSiteSettings'
import { notFoundMetadata } from '@/site/shell/NotFoundMessage'

type Props = { params: Promise<{ type: string }> }

export const dynamicParams = true
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params
  if (!isListType(type)) return notFoundMetadata
  const heading = LIST_HEADINGS[type]
  const { productName } = await getSiteSettings()
  return {
    title: heading.title,
    description: heading.intro,
    alternates: pageAlternates(`/content/${type}`, productName),
  }
}

/** `/content/{type}`: the content list of one type (articles, reviews, videos, or all). */
export default async function ContentListPage({ params }: Props) {
  const { type } = await params
  if (!isListType(type)) notFound()
  const heading = LIST_HEADINGS[type]
  return (
    <div className="container page-section">
      <header className="list-header">
        <h1>{heading.title}</h1>
        <p className="list-header__intro">{heading.intro}</p>
      </header>
      <ContentList initial={await getPostPage(type, 1)} nextPageUrl={`/api/content/posts?postType=${type}`} opensPage />
    </div>
  )
}
