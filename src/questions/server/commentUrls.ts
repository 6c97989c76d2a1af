import { siteUrl } from '@/platform/settings/siteUrl'

/** A question on its page, for e-mails: `https://site/asktheexperts#comment-12`. */
export const commentUrl = (page: string, questionId: number | string) =>
  new URL(`/${page}#comment-${questionId}`, siteUrl()).toString()

export const commentAdminUrl = (id: number | string) =>
  new URL(`/admin/collections/comments/${id}`, siteUrl()).toString()
