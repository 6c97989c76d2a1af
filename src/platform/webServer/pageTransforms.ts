// The changes our web server makes to a public page's HTML on its way out (publicPages.ts), in
// order. Each is pure: the whole page in, the page out, nothing else read or written.
import type { Env } from '@/platform/settings/env'

import { deferFrameworkScripts } from './frameworkAfterFirstScreen'

export type HtmlTransform = (html: string) => string

export function pageTransforms(settings: Pick<Env, 'FRAMEWORK_DEFERRAL'>): HtmlTransform[] {
  return settings.FRAMEWORK_DEFERRAL === 'on' ? [deferFrameworkScripts] : []
}
