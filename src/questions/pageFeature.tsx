import type { PageFeatureSlot } from '@/content/pageFeature'

import { QuestionsArea } from './components/QuestionsArea'

/** The questions area as a part of a post's page (composed in `app/(frontend)/pageParts.ts`). */
export const questionsAreaPart: PageFeatureSlot = ({ post }) => <QuestionsArea page={post.slug} />
