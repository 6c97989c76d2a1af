import type { CollectionConfig } from 'payload'

import { ARTICLE_TOOLS } from '@/site/articleTools'
import { allowRoles, anyStaff } from '@/staff/access'

import { DEFAULT_SIDEBAR_ITEMS, PAGE_FEATURES, POST_KINDS, POST_TAGS } from '../kinds'
import { normalizePath } from '../paths'
import { postEditor } from '../postEditor'
import { revalidatePostPages } from '../server/revalidatePostPages'
import { postVideoFields } from '../video/postVideoFields'
import { validateAlias, validateSlug } from './pathValidation'

export const POSTS_SLUG = 'posts'

/** Staff see drafts; everyone else only what is published. */
const readPublishedOrStaff: NonNullable<CollectionConfig['access']>['read'] = (args) =>
  anyStaff(args) || { _status: { equals: 'published' } }

const editors = allowRoles('editor')

const labelled = <T extends string>(values: readonly T[]) => values.map((value) => ({ label: value, value }))

/** Articles, reviews, videos and pages: every screen of the site that shows written content. */
export const Posts: CollectionConfig = {
  slug: POSTS_SLUG,
  labels: { singular: 'Post', plural: 'Posts' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'slug', '_status', 'publishedAt'],
    listSearchableFields: ['title', 'slug'],
    components: { beforeList: ['@/content/admin/VideoPagesFilter#VideoPagesFilter'] },
    preview: (doc) => `/preview?path=${encodeURIComponent(String(doc.slug ?? ''))}`,
  },
  access: { read: readPublishedOrStaff, create: editors, update: editors, delete: editors, readVersions: anyStaff },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        // The content import marks its own writes; any other save is a staff edit, which the
        // import must never overwrite afterwards.
        if (!req.context.contentImport) data.source = { ...originalDoc?.source, ...data.source, editedByStaff: true }
        return data
      },
    ],
    afterChange: [({ doc, previousDoc }) => revalidatePostPages(doc, previousDoc)],
    afterDelete: [({ doc }) => revalidatePostPages(doc)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          label: 'Path',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: validateSlug,
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePath(value) : value)] },
          admin: { description: 'The canonical address without the leading slash, for example guide.' },
        },
        { name: 'kind', type: 'select', required: true, defaultValue: 'article', options: labelled(POST_KINDS) },
        { name: 'tag', label: 'Tag badge', type: 'select', options: labelled(POST_TAGS) },
      ],
    },
    {
      name: 'leader',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two sentences shown under the title and on cards.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true },
        {
          name: 'publishedAt',
          label: 'Publish date',
          type: 'date',
          required: true,
          defaultValue: () => new Date().toISOString(),
          index: true,
        },
      ],
    },
    { name: 'headerImage', label: 'Header image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', editor: postEditor },
    ...postVideoFields,
    {
      type: 'row',
      fields: [
        {
          name: 'sidebarItems',
          label: 'Sidebar items',
          type: 'number',
          required: true,
          min: 0,
          max: 3,
          defaultValue: DEFAULT_SIDEBAR_ITEMS,
          admin: { description: '1: promotion; 2: plus ask the experts; 3: plus the buying group.' },
        },
        {
          name: 'feature',
          label: 'Page feature',
          type: 'select',
          required: true,
          defaultValue: 'none',
          options: labelled(PAGE_FEATURES),
          admin: {
            description:
              'valuePromotion: the promotion video (when the post has one) and the button to the ' +
              'value-priced tub maker (URL in site settings). priceChecker: the free price check form. ' +
              'runningCost: the running-cost calculator. compareTubs: the compare tool. ' +
              'quoteScorecard: the quote scorecard.',
          },
        },
      ],
    },
    {
      name: 'toolLink',
      label: 'Tool for this article',
      type: 'select',
      options: ARTICLE_TOOLS.map((tool) => ({ label: tool.name, value: tool.id })),
      admin: {
        description:
          'A card under the text that links one of our tools, for example the water-care calculator under an ' +
          'article on water care. Empty: no card.',
      },
    },
    { name: 'questions', label: 'Show Questions and Answers', type: 'checkbox', defaultValue: true },
    {
      name: 'aliases',
      label: 'Alias paths',
      type: 'array',
      admin: { description: 'Old or alternative addresses; each redirects permanently to this page.' },
      fields: [
        {
          name: 'path',
          type: 'text',
          required: true,
          index: true,
          validate: validateAlias,
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePath(value) : value)] },
        },
      ],
    },
    {
      name: 'seo',
      label: 'Search engines',
      type: 'group',
      fields: [
        {
          name: 'title',
          type: 'text',
          maxLength: 120,
          admin: {
            description: 'Browser title topic; “| <product name>” is added. Write {site} to place the name yourself.',
          },
        },
        { name: 'description', type: 'textarea', maxLength: 300 },
      ],
    },
    {
      name: 'source',
      type: 'group',
      admin: { hidden: true },
      fields: [
        { name: 'file', type: 'text' },
        { name: 'hash', type: 'text' },
        { name: 'editedByStaff', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
