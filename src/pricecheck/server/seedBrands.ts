import type { Payload } from 'payload'

import { seedDemoListOnce } from '@/site/seedOnce'

/**
 * The demo brand list: the brands our reviews cover (all invented names) with model names of our
 * own making. Staff replace it with the real market in the admin.
 */
const DEMO_BRANDS: { name: string; models: string[] }[] = [
  { name: 'Bluecrest Spas', models: ['Harbor 5', 'Crestline 6', 'Summit 7 Lounge'] },
  { name: 'Brightwater Spas', models: ['Glow 400', 'Glow 600', 'Radiance 800'] },
  { name: 'Coral Bay Spas', models: ['Lagoon', 'Reef', 'Atoll XL'] },
  { name: 'Evergreen Leisure Spas', models: ['Cedar 5', 'Spruce 6', 'Redwood 7'] },
  { name: 'Harbor Lane Hot Tubs', models: ['Dockside', 'Mariner', 'Lighthouse'] },
  { name: 'Northstar Spas', models: ['Polaris 5', 'Polaris 6', 'Aurora 7'] },
  { name: 'Summit Ridge Hot Tubs', models: ['Ridge 60', 'Ridge 78', 'Peak 84'] },
  { name: 'Tidewell Hot Tubs', models: ['Current', 'Riptide', 'Undertow'] },
  { name: 'ValueBarn Warehouse', models: ['Plug-and-Play 4', 'Family 6', 'Deluxe 7'] },
]

const SEEDED = 'spa-brands:demo list'

/**
 * Creates the demo brands once, on a database that never had them; an existing list (staff's) is
 * left alone, and a list staff emptied stays empty.
 */
export function seedBrands(payload: Payload): Promise<string> {
  const items = DEMO_BRANDS.map((brand) => ({ name: brand.name, models: brand.models.map((name) => ({ name })) }))
  return seedDemoListOnce(payload, { collection: 'spa-brands', record: SEEDED, noun: 'brands', items })
}
