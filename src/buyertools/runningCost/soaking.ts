/**
 * The heat a tub loses while it is open and in use, from the open water surface and the gap between
 * water and air, whatever its label or its cover says (neither matters with the lid off). It is the
 * heat the heater puts back after the soak.
 *
 * Sources: Carrier's pool evaporation equation as printed in the ASHRAE Applications Handbook and
 * quoted by Smith, Löf and Jones, "Rates of evaporation from swimming pools in active use", ASHRAE
 * Transactions 104(1A), 1998: W = (95 + 0.425 v)(pw − pa) ÷ Y lb/h·ft², whose heat W·Y is
 * (95 + 0.425 v)(pw − pa) Btu/h·ft² with pressures in inches of mercury; the saturation vapour pressure
 * and the psychrometric constant of FAO Irrigation and Drainage Paper 56 (equations 11 and 8); Bowen's
 * ratio for the heat carried off by the air with the vapour; the Stefan–Boltzmann law for radiation.
 */

/** Our assumption: a 7 × 7 ft tub holds about 400 gallons and its shell leaves about 4 m² of water open. */
export const TYPICAL_FILL_GALLONS = 400
export const TYPICAL_OPEN_SURFACE_M2 = 4

/** Our assumption: no monthly humidity is on file, so every month's air is taken at 60 % relative humidity. */
export const AIR_RELATIVE_HUMIDITY = 0.6

const WATTS_PER_BTU_PER_HOUR = 0.29307107
const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304
const KPA_PER_INCH_OF_MERCURY = 3.38638816
/** Carrier's still-air coefficient, 95 Btu/h per ft² per inch of mercury, in W per m² per kPa (88.5). */
export const CARRIER_STILL_AIR_W_PER_M2_KPA =
  (95 * WATTS_PER_BTU_PER_HOUR) / SQUARE_METRES_PER_SQUARE_FOOT / KPA_PER_INCH_OF_MERCURY
/** kPa per °C at sea level: 0.665 × 10⁻³ × 101.3 kPa (FAO-56, equation 8). */
export const PSYCHROMETRIC_KPA_PER_C = 0.000665 * 101.3
export const WATER_EMISSIVITY = 0.95
const STEFAN_BOLTZMANN = 5.670374e-8

/**
 * Calibrated, not measured: how many times the still-air evaporation (and the heat the same air carries
 * off) jets, an air blower and bathers raise it. Set so that the page's default use (three 20-minute soaks a
 * week, three refills a year) leaves standby at 75 % of a default tub's energy at the label's test
 * conditions, the share the CEC and ASAP publish. The arithmetic is in decision 0027 and its unit test.
 */
export const SOAK_ACTIVITY_FACTOR = 4.56

const celsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9

/** FAO-56 equation 11 (Tetens): the vapour pressure of saturated air at `temperatureC`, in kPa. */
export function saturationVapourPressureKpa(temperatureC: number): number {
  return 0.6108 * Math.exp((17.27 * temperatureC) / (temperatureC + 237.3))
}

/**
 * The open water of a tub of this fill: the typical tub's 4 m², scaled by volume^(2/3) as the legal limit
 * scales standby (a surface for a volume).
 */
export function openSurfaceM2(gallons: number): number {
  return TYPICAL_OPEN_SURFACE_M2 * Math.cbrt((gallons / TYPICAL_FILL_GALLONS) ** 2)
}

export type SoakLoss = { evaporationW: number; convectionW: number; radiationW: number; totalW: number }

/** Watts lost through the open surface while the tub is in use, never below nothing. */
export function soakHeatLoss(input: { gallons: number; waterF: number; airF: number }): SoakLoss {
  const area = openSurfaceM2(input.gallons)
  const waterC = celsius(input.waterF)
  const airC = celsius(input.airF)
  const vapourGap = saturationVapourPressureKpa(waterC) - AIR_RELATIVE_HUMIDITY * saturationVapourPressureKpa(airC)
  const evaporationW = SOAK_ACTIVITY_FACTOR * CARRIER_STILL_AIR_W_PER_M2_KPA * area * vapourGap
  // Bowen's ratio: the air that takes the vapour takes PSYCHROMETRIC × ΔT ÷ vapourGap as much heat again.
  const convectionW =
    SOAK_ACTIVITY_FACTOR * CARRIER_STILL_AIR_W_PER_M2_KPA * area * PSYCHROMETRIC_KPA_PER_C * (waterC - airC)
  const radiationW = WATER_EMISSIVITY * STEFAN_BOLTZMANN * area * ((waterC + 273.15) ** 4 - (airC + 273.15) ** 4)
  return { evaporationW, convectionW, radiationW, totalW: Math.max(0, evaporationW + convectionW + radiationW) }
}
