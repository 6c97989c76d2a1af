import { siteUrl } from '@/platform/settings/siteUrl'

/** The buyer's private link to a sent price check report. */
export const reportUrl = (reportId: string) => new URL(`/price-check/report/${reportId}`, siteUrl()).toString()
