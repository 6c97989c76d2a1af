export const GALLON_RANGE = { min: 50, max: 5000 } as const
export const LITRES_PER_GALLON = 3.785411784
