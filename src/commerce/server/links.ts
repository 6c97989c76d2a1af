import { siteUrl } from '@/site/siteUrl'

/** The buyer's link to an evaluation (`/eval/{id}`). */
export const evaluationUrl = (evalId: string) => new URL(`/eval/${evalId}`, siteUrl()).toString()
