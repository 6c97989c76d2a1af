import type { UsState } from '@/site/usStates'

/** One state's local figures, as the calculator uses them. */
export type StateFigure = {
  code: UsState
  name: string
  /** Mean outdoor temperature, °F, January first. */
  monthlyMeanF: number[]
  /** The state's average residential price; null when none is on file. */
  centsPerKwh: number | null
  note?: string | null
}

export type FigureSource = { publisher: string; dataset: string; url: string }

/** Every state's figures and where they come from. */
export type StateFigureTable = {
  temperature: FigureSource & { period: string }
  price: FigureSource & { year: number }
  states: StateFigure[]
}
