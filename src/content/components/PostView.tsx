import type { Post } from '@/payload-types'
import { QuestionsArea } from '@/questions/components/QuestionsArea'
import { getSiteSettings } from '@/site/settings/getSiteSettings'

import type { PageFeatureRegistry } from '../pageFeature'
import { pathToHref } from '../paths'
import { JsonLd } from '../seo/JsonLd'
import { breadcrumbData, postData } from '../seo/postStructuredData'
import { ArticleTemplate } from './ArticleTemplate'
import { PreviewBanner } from './PreviewBanner'
import { VideoTemplate } from './VideoTemplate'

type Props = { post: Post; preview: boolean; features: PageFeatureRegistry }

/**
 * A post's page: the template its kind asks for (articles with the view `features` registers for
 * the post's page feature), with structured data and, in preview, a banner.
 */
export async function PostView({ post, preview, features }: Props) {
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
          feature={features[post.feature]}
          questions={post.questions !== false ? <QuestionsArea page={post.slug} /> : null}
        />
      )}
      <JsonLd data={breadcrumbData(post)} />
      {structured ? <JsonLd data={structured} /> : null}
    </>
  )
}
