import { type CollectionConfig, type TextField, ValidationError } from 'payload'

import { BUYER_TOOLS } from '@/site/buyerTools'
import { newPublicRef } from '@/platform/tokens/publicRef'
import { allowRoles } from '@/staff/access'

import { REPORT_SENT, VERDICTS, VERDICT_LABELS, reportProblems } from '../report'
import { MAX_TUBS } from '../schemas'
import { refreshPositionSnapshots } from '../position/refreshPositionSnapshots'
import { lockBuyersTubs } from '../server/lockBuyersTubs'
import { sendReportOnce } from '../server/sendReportOnce'

export const PRICE_CHECK_STATUSES = ['new', 'in progress', REPORT_SENT] as const

/** What the visitor typed into the request: required, and read-only for staff. */
const typedByVisitor = (name: string, label?: string): TextField => ({
  name,
  ...(label ? { label } : {}),
  type: 'text',
  required: true,
  admin: { readOnly: true },
})

const MAX_TARGET_DOLLARS = 1_000_000

/**
 * Visitors' price check requests: staff answer each with a report (a verdict, a target price and
 * notes per tub, and a summary) and send it by setting the status to "report sent": the buyer gets
 * one e-mail with the private link `/price-check/report/{report id}`, in the same unit of work.
 * Personal data, so staff only; the public reads nothing but a sent report, by its random id.
 */
export const PriceChecks: CollectionConfig = {
  slug: 'price-checks',
  labels: { singular: 'Price check', plural: 'Price checks' },
  admin: {
    group: 'Price checks',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'zipcode', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'zipcode'],
    description:
      'Requests from the free price checker; the visitor was promised a report within 24-48 ' +
      'hours. Write a verdict and target price for each tub and a summary, then set the ' +
      'status to "report sent": the buyer gets an e-mail with the report\'s link (once).',
  },
  // Visitors' personal data: moderators and admins only, never editors (content staff).
  access: { read: allowRoles('moderator'), create: () => false, update: allowRoles('moderator'), delete: allowRoles() },
  defaultSort: '-createdAt',
  // Only staff edits: a visitor's request is stored by server/submitPriceCheck.ts with its e-mails.
  hooks: {
    // Derived fields and checks: the stamp is sendReportOnce's, the buyer's tubs stay theirs, a report complete.
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        // Only sendReportOnce writes the stamp. A save writes the whole row with the values it read
        // first; on PostgreSQL a concurrent save would otherwise put back the empty stamp it read
        // over a fresh one, and send again.
        delete data.reportSentAt
        if (operation === 'update' && data.tubs !== undefined)
          data.tubs = lockBuyersTubs(data.tubs, originalDoc?.tubs, req)
        const status = data.status ?? originalDoc?.status
        if (status !== REPORT_SENT) return data
        const problems = reportProblems({
          tubs: data.tubs ?? originalDoc?.tubs,
          reportSummary: data.reportSummary !== undefined ? data.reportSummary : originalDoc?.reportSummary,
        })
        if (problems.length > 0) throw new ValidationError({ collection: 'price-checks', errors: problems, req })
        return data
      },
    ],
    // Staff setting "report sent": the buyer's e-mail, once, and the bands' snapshots, in the save's unit of work.
    afterChange: [
      async ({ doc, req }) => {
        if (doc.status !== REPORT_SENT || doc.reportSentAt) return doc
        const reportSentAt = await sendReportOnce(req, doc)
        if (!reportSentAt) return doc
        // The quotes are reviewed from now on: their models' published bands may be due a new snapshot.
        await refreshPositionSnapshots(req, doc.tubs ?? [])
        return { ...doc, reportSentAt }
      },
    ],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: PRICE_CHECK_STATUSES.map((value) => ({ value, label: value })),
      admin: {
        position: 'sidebar',
        description:
          'Set to "report sent" to e-mail the buyer the link to the report (once). It needs a complete report.',
      },
    },
    {
      name: 'reportId',
      label: 'Report id',
      type: 'text',
      unique: true,
      index: true,
      defaultValue: newPublicRef,
      // Random, given once and never changed: the buyer's link must keep working and stay unguessable.
      access: { create: () => false, update: () => false },
      hooks: { beforeChange: [({ value, originalDoc }) => originalDoc?.reportId ?? value ?? newPublicRef()] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Random; once sent, the buyer reads the report at /price-check/report/{report id}.',
      },
    },
    {
      name: 'reportSentAt',
      label: 'Report sent at',
      type: 'date',
      // Set once, by the first send (never by a save, see the beforeChange hook): clearing it would send again.
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'cameFrom',
      label: 'Came from',
      type: 'select',
      options: BUYER_TOOLS.map((tool) => ({ value: tool.id, label: tool.name })),
      // The buyer tool whose link the visitor followed to the form; the dashboard counts by it.
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: 'The buyer tool the visitor came from, if any.' },
    },
    {
      type: 'row',
      fields: [typedByVisitor('name'), typedByVisitor('email'), typedByVisitor('zipcode', 'Zip code')],
    },
    {
      name: 'tubs',
      type: 'array',
      minRows: 1,
      maxRows: MAX_TUBS,
      // The buyer's tubs are fixed (the hook refuses added or removed rows); staff write each one's verdict.
      admin: {
        isSortable: false,
        description: 'The tubs the buyer asked about. For each, choose a verdict, give a target price and add notes.',
      },
      fields: [
        {
          type: 'row',
          fields: [typedByVisitor('brand'), typedByVisitor('model'), typedByVisitor('price', 'Quoted price')],
        },
        // Not stored: where this quote sits among other buyers' quotes of the model, and those quotes.
        {
          name: 'pricePosition',
          type: 'ui',
          admin: {
            disableListColumn: true,
            components: { Field: '@/pricecheck/position/admin/TubPricePosition#TubPricePosition' },
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'verdict',
              type: 'select',
              options: VERDICTS.map((value) => ({ value, label: VERDICT_LABELS[value] })),
            },
            {
              name: 'targetPriceDollars',
              label: 'Target price (whole US dollars)',
              type: 'number',
              min: 1,
              max: MAX_TARGET_DOLLARS,
              admin: { step: 1, description: 'What a fair deal on this tub costs, e.g. 8900.' },
              validate: (value: number | null | undefined) =>
                value === null ||
                value === undefined ||
                (Number.isInteger(value) && value >= 1 && value <= MAX_TARGET_DOLLARS) ||
                `Enter whole dollars between 1 and ${MAX_TARGET_DOLLARS.toLocaleString('en-US')}, without cents.`,
            },
          ],
        },
        {
          name: 'notes',
          type: 'textarea',
          admin: { description: 'For the buyer: why this verdict, what to ask the dealer.' },
        },
      ],
    },
    {
      name: 'reportSummary',
      label: 'Report summary',
      type: 'textarea',
      admin: { description: 'For the buyer: the overall advice. A blank line starts a new paragraph.' },
    },
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea', admin: { description: 'Only staff see this.' } },
  ],
}
