import type { CollectionConfig } from 'payload'

import { US_STATE_CODES } from '@/site/usStates'
import { allowRoles } from '@/staff/access'

import { monthlyMeanOutdoorF } from '../../runningCost/collections/StateFigures'

/**
 * The running-cost calculator's reference stations: each one's NOAA 1991–2020 monthly means and where they
 * come from. Editors correct the figures; which ZIP codes a station serves is the committed table, so a new
 * station is a developer's job (`npm run climate:build`), and only admins create or delete one.
 */
export const ClimateStations: CollectionConfig = {
  slug: 'climate-stations',
  labels: { singular: 'Climate station', plural: 'Climate stations' },
  admin: {
    group: 'Buyer tools',
    useAsTitle: 'name',
    defaultColumns: ['name', 'state', 'source', 'updatedAt'],
    description:
      'The weather station nearest a visitor’s ZIP code: its monthly means replace the state’s in the running-cost ' +
      'calculator. Adding a station needs the ZIP tables rebuilt (npm run climate:build): ask a developer.',
  },
  access: {
    read: allowRoles('editor'),
    update: allowRoles('editor'),
    create: allowRoles(),
    delete: allowRoles(),
  },
  defaultSort: 'name',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'stationId',
          label: 'Station id',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true, description: 'The id the ZIP tables use.' },
        },
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { description: 'As the page shows it.' },
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          options: US_STATE_CODES.map((code) => ({ label: code, value: code })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sourceName', label: 'Name in the source', type: 'text', maxLength: 80, admin: { readOnly: true } },
        { name: 'lat', label: 'Latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'lon', label: 'Longitude', type: 'number', required: true, min: -180, max: 180 },
        { name: 'elevationFt', label: 'Elevation (ft)', type: 'number', min: -300, max: 15_000 },
      ],
    },
    monthlyMeanOutdoorF,
    {
      name: 'source',
      type: 'text',
      required: true,
      maxLength: 300,
      admin: { description: 'Where these figures come from; the page shows it with the station.' },
    },
  ],
}
