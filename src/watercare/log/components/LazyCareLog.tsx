'use client'

import dynamic from 'next/dynamic'

// A chunk of its own, with the entry's zod schema: fetched only by the log's page. Rendered on the
// server too, so the form is in the first screen; the log itself is read in the browser.
export const LazyCareLog = dynamic(() => import('./CareLog').then((module) => module.CareLog))
