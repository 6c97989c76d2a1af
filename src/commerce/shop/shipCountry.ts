/** The one country the shop ships to (the order's `country`); its states are `@/site/usStates`. */
export const SHIP_COUNTRY = { code: 'US', name: 'United States' } as const
