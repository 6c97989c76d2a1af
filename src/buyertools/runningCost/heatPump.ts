/**
 * A heat-pump heater's coefficient of performance (heat out per kWh in) by the month's air temperature.
 *
 * Source: Staffell, Brett, Brandon and Hawkes, "A review of domestic heat pumps", Energy & Environmental
 * Science 5 (2012), 9291–9306: for air-source heat pumps, COP = 6.81 − 0.121·ΔT + 0.000630·ΔT², ΔT the
 * lift from the air to the water in kelvin, fitted from 15 to 60 K. No curve measured on spa heat pumps
 * was available to us; we take the water's set temperature as the sink, which flatters the COP a little.
 */

export const FITTED_LIFT_K = { min: 15, max: 60 } as const

/**
 * COP at a month's mean air temperature. Outside the fitted range we do not extrapolate: below 15 K the
 * COP stays at its 15 K value; above 60 K we count the backup element (COP 1), the cautious reading.
 */
export function heatPumpCop(waterF: number, airF: number): number {
  const liftK = ((waterF - airF) * 5) / 9
  if (liftK > FITTED_LIFT_K.max) return 1
  const lift = Math.max(FITTED_LIFT_K.min, liftK)
  return 6.81 - 0.121 * lift + 0.00063 * lift * lift
}
