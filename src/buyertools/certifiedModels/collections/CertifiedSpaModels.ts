import type { CollectionBeforeValidateHook, CollectionConfig, TextFieldSingleValidation } from 'payload'

import { allowRoles } from '@/staff/access'

import { certifiedModelsImportEndpoint } from '../api/importEndpoint'
import { CEC_DATABASE, CERTIFIED_SPA_TYPES } from '../certifiedModel'
import { WATT_RANGE } from '../../runningCost/schema'
import { GALLON_RANGE } from '@/site/volume'
import { ENTERED_BY_STAFF, isIsoDate, NAME_MAX_LENGTH } from '../limits'
import { certifiedModelKey, normalisedName } from '../modelKey'

const SPA_TYPE_LABELS: Record<(typeof CERTIFIED_SPA_TYPES)[number], string> = {
  standard: 'Standard',
  exercise: 'Exercise (swim spa)',
  inflatable: 'Inflatable',
}

const hasLetterOrDigit: TextFieldSingleValidation = (value) =>
  normalisedName(value ?? '') ? true : 'Needs at least one letter or digit.'

const isoDateOrEmpty: TextFieldSingleValidation = (value) =>
  !value || isIsoDate(value) ? true : 'A date as yyyy-mm-dd, for example 2021-03-15, or empty.'

/** The key follows brand and model on every save, typed in the admin or imported. */
const setKey: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const brand = data.brand ?? originalDoc?.brand
  const model = data.model ?? originalDoc?.model
  if (typeof brand === 'string' && typeof model === 'string') data.key = certifiedModelKey(brand, model)
  return data
}

/**
 * The spa models the California Energy Commission lists (MAEDbS), which the model picker offers buyers:
 * fill volume, normalised standby watts and the tested cover. Staff fill it by importing the CEC's CSV
 * export (the Import box above the list) or type a model in; the public reads it only through
 * `GET /api/tools/spa-models`. It starts empty: our research names no model.
 */
export const CertifiedSpaModels: CollectionConfig = {
  slug: 'certified-spa-models',
  labels: { singular: 'Certified spa model', plural: 'Certified spa models' },
  admin: {
    group: 'Buyer tools',
    useAsTitle: 'model',
    defaultColumns: ['brand', 'model', 'spaType', 'fillVolumeGallons', 'standbyWatts', 'coverModel', 'source'],
    listSearchableFields: ['brand', 'model'],
    components: { beforeList: ['@/buyertools/certifiedModels/admin/ImportCertifiedModels#ImportCertifiedModels'] },
    description:
      `The models buyers pick from in the running-cost calculator and the scorecard, from the ${CEC_DATABASE.name} ` +
      `(${CEC_DATABASE.url}). The list starts empty: import the CEC’s CSV export above, or add a model by hand. ` +
      'An import adds and updates models and never deletes one.',
  },
  access: {
    read: allowRoles('editor'),
    create: allowRoles('editor'),
    update: allowRoles('editor'),
    delete: allowRoles('editor'),
  },
  defaultSort: 'brand',
  endpoints: [certifiedModelsImportEndpoint],
  hooks: { beforeValidate: [setKey] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'brand',
          type: 'text',
          required: true,
          maxLength: NAME_MAX_LENGTH,
          validate: hasLetterOrDigit,
          admin: { description: 'As the CEC lists it.' },
        },
        {
          name: 'model',
          type: 'text',
          required: true,
          maxLength: NAME_MAX_LENGTH,
          validate: hasLetterOrDigit,
          admin: { description: 'The model number as listed.' },
        },
        {
          name: 'spaType',
          label: 'Spa type',
          type: 'select',
          required: true,
          defaultValue: 'standard',
          options: CERTIFIED_SPA_TYPES.map((value) => ({ value, label: SPA_TYPE_LABELS[value] })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fillVolumeGallons',
          label: 'Fill volume (US gal)',
          type: 'number',
          required: true,
          min: GALLON_RANGE.min,
          max: GALLON_RANGE.max,
        },
        {
          name: 'standbyWatts',
          label: 'Normalised standby power (W)',
          type: 'number',
          required: true,
          min: WATT_RANGE.min,
          max: WATT_RANGE.max,
        },
        {
          name: 'coverModel',
          label: 'Cover tested with',
          type: 'text',
          maxLength: NAME_MAX_LENGTH,
          admin: { description: 'Empty when the listing names none (before 2019).' },
        },
        {
          name: 'listedOn',
          label: 'Listed on',
          type: 'text',
          validate: isoDateOrEmpty,
          admin: { description: 'The listing’s date, yyyy-mm-dd; empty when it gives none.' },
        },
      ],
    },
    {
      name: 'source',
      type: 'text',
      required: true,
      maxLength: 200,
      defaultValue: ENTERED_BY_STAFF,
      admin: { description: `The CSV file the model was last imported from, or “${ENTERED_BY_STAFF}”.` },
    },
    {
      // Not `required`: the admin's form checks fields before the hook fills this one in.
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Brand and model without case, spaces or punctuation: one model per key, so an import updates it.',
      },
    },
  ],
}
