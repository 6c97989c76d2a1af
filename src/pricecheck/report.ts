/** What staff conclude about each quoted tub. */
export const VERDICTS = ['fair', 'high', 'low'] as const
export type Verdict = (typeof VERDICTS)[number]

export const VERDICT_LABELS: Record<Verdict, string> = {
  fair: 'Fair price',
  high: 'Priced high',
  low: 'Priced low',
}

/** The one status that sends the report (and shows it to the buyer). */
export const REPORT_SENT = 'report sent'

type ReportTub = { verdict?: string | null; targetPriceDollars?: number | null }
type ReportDraft = { tubs?: ReportTub[] | null; reportSummary?: string | null }
/** A missing part: `label` names it in the admin's error notice, `message` says what to do. */
export type ReportProblem = { path: string; label: string; message: string }

const written = (text: string | null | undefined) => Boolean(text && text.trim())

/**
 * What a report still lacks before it can be sent: a verdict and a target price for every tub, and
 * a summary. Notes are optional. An empty list means it is complete.
 */
export function reportProblems(report: ReportDraft): ReportProblem[] {
  const problems: ReportProblem[] = []
  const tubs = report.tubs ?? []
  tubs.forEach((tub, index) => {
    if (!tub.verdict || !(VERDICTS as readonly string[]).includes(tub.verdict)) {
      problems.push({
        path: `tubs.${index}.verdict`,
        label: `Tub ${index + 1} verdict`,
        message: `Choose a verdict for tub ${index + 1} before sending the report.`,
      })
    }
    if (!tub.targetPriceDollars || tub.targetPriceDollars <= 0) {
      problems.push({
        path: `tubs.${index}.targetPriceDollars`,
        label: `Tub ${index + 1} target price`,
        message: `Give a target price for tub ${index + 1} before sending the report.`,
      })
    }
  })
  if (!written(report.reportSummary))
    problems.push({
      path: 'reportSummary',
      label: 'Report summary',
      message: 'Write the summary before sending the report.',
    })
  return problems
}
