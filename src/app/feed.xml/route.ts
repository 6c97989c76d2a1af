import { rssFeed } from '@/content/seo/feed'
import { getSiteSettings } from '@/site/settings/getSiteSettings'

export const revalidate = 3600

export async function GET(): Promise<Response> {
  const { productName } = await getSiteSettings()
  return new Response(await rssFeed(productName), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
