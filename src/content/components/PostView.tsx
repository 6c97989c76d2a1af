import type { Post } from '@/payload-types'
import { getSiteSettings } from '@/site/settings/getSiteSettings'

import type { PageParts } from '../pageFeature'
import { pathToHref } from '../paths'
import { JsonLd } from '../seo/JsonLd'
import { breadcrumbData, postData } from '../seo/postStructuredData'
import { ArticleTemplate } from './ArticleTemplate'
import { PreviewBanner } from './PreviewBanner'
import { VideoTemplate } from './VideoTemplate'

type Props = { post: Post; preview: boolean; parts: PageParts }

/**
 * A post's page: the template its kind asks for (articles with the view `parts` registers for the
 * post's page feature, and its questions area), with structured data and, in preview, a banner.
 */
export async function PostView({ post, preview, parts }: Props) {
  const Questions = post.questions !== false ? parts.questions : undefined
  const { productName } = await getSiteSettings()
  const structured = postData(post, productName)
  return (
    <>
      {preview ? <PreviewBanner href={pathToHref(post.slug)} /> : null}
      {post.kind === 'video' ? (
        <VideoTemplate post={post} />
      ) : (
        <ArticleTemplate
          post={post}
          feature={parts.features[post.feature]}
          questions={Questions ? <Questions post={post} /> : null}
        />
      )}
      <JsonLd data={breadcrumbData(post)} />
      {structured ? <JsonLd data={structured} /> : null}
    </>
  )
}
