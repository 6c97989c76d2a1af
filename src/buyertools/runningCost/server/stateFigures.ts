import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/payloadClient'

import { readStateFigures } from './readStateFigures'
import { STATE_FIGURES_TAG } from './stateFiguresTag'

/** The figures for the calculator's HTML; a staff edit revalidates them. */
export const getStateFigures = unstable_cache(
  async () => readStateFigures(await getPayloadClient()),
  ['state-figures'],
  { tags: [STATE_FIGURES_TAG] },
)
