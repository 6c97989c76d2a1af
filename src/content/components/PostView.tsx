import type { Post } from '@/payload-types'
import { QuestionsArea } from '@/questions/components/QuestionsArea'
import { getSiteSettings } from '@/site/settings/getSiteSettings'

import { pathToHref } from '../paths'
import { JsonLd } from '../seo/JsonLd'
import { breadcrumbData, postData } from '../seo/postStructuredData'
import { ArticleTemplate } from './ArticleTemplate'
import { PreviewBanner } from './PreviewBanner'
import { VideoTemplate } from './VideoTemplate'

/** A post's page: the template its kind asks for, with structured data and, in preview, a banner. */
export async function PostView({ post, preview }: { post: Post; preview: boolean }) {
  const { productName } = await getSiteSettings()
  const structured = postData(post, productName)
  return (
    <>
      {preview ? <PreviewBanner href={pathToHref(post.slug)} /> : null}
      {post.kind === 'video' ? (
        <VideoTemplate post={post} />
      ) : (
        <ArticleTemplate post={post} questions={post.questions !== false ? <QuestionsArea page={post.slug} /> : null} />
      )}
      <JsonLd data={breadcrumbData(post)} />
      {structured ? <JsonLd data={structured} /> : null}
    </>
  )
}
