import { capabilityPlugin } from '@/platform/plugins/capabilityPlugin'

import { Posts } from './collections/Posts'
import { Media } from './media/Media'
import { Videos } from './video/Videos'

/** Articles, pages and videos, and the media they show. */
export const contentPlugin = () => capabilityPlugin({ collections: [Posts, Media, Videos] })
