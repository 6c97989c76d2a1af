'use client'

import { useId, useMemo, useState } from 'react'

import { CheckboxField } from '@/site/forms/CheckboxField'
import { fieldSetter } from '@/site/forms/fieldSetter'
import { SelectField } from '@/site/forms/SelectField'
import { TextField } from '@/site/forms/TextField'
import { useTouchedFields } from '@/site/forms/useTouchedFields'
import { stateOfZip } from '@/site/zipToState'

import type { CertifiedModel } from '../../certifiedModels/certifiedModel'
import { ModelPicker } from '../../certifiedModels/components/ModelPicker'
import { useCountedUse } from '../../usage/useCountedUse'
import { type Heater, runningCost, type SpaType, whatIf } from '../model'
import { modelInput, type RunningCostForm, runningCostSchema } from '../schema'
import { UNKNOWN } from '@/site/numberFields'
import type { StateFigure } from '../stateFigures'
import { MeasureYourTub } from './MeasureYourTub'
import { PickedModel } from './PickedModel'
import { bandText, RunningCostResult } from './RunningCostResult'
import { climateUsed } from './ClimateLine'
import { useClimateStation } from './useClimateStation'
import { ToolForm } from '../../components/ToolForm'

type Values = {
  volume: string
  volumeUnit: 'gal' | 'L'
  labelWatts: string
  wattsUnknown: boolean
  builtBeforeJune2019: boolean
  spaType: SpaType
  heater: Heater
  setF: string
  zip: string
  state: string
  centsPerKwh: string
  sessionsPerWeek: string
  minutesPerSession: string
  refillsPerYear: string
  cover: 'good' | 'worn'
  /** The certified model whose listing filled the tub's figures; dropped when the visitor edits one. */
  picked: CertifiedModel | null
}
type Field = Exclude<keyof RunningCostForm, 'builtBeforeJune2019'> | 'zip'

const DEFAULT_SET_F: Record<SpaType, string> = { standard: '102', exercise: '84', inflatable: '102' }
const SPA_TYPES: readonly SpaType[] = ['standard', 'exercise', 'inflatable']

const START: Values = {
  volume: '400',
  volumeUnit: 'gal',
  labelWatts: '',
  wattsUnknown: true,
  builtBeforeJune2019: false,
  spaType: 'standard',
  heater: 'element',
  setF: DEFAULT_SET_F.standard,
  zip: '',
  state: '',
  centsPerKwh: '',
  sessionsPerWeek: '3',
  minutesPerSession: '20',
  refillsPerYear: '3',
  cover: 'good',
  picked: null,
}

/** The fields a picked model fills: editing one of them drops the model, whose listing no longer applies. */
const FILLED = ['volume', 'volumeUnit', 'labelWatts', 'wattsUnknown', 'spaType'] as const

/** A certified model's listing into the tub's fields; the set temperature follows the kind of spa as before. */
function withModel(current: Values, model: CertifiedModel): Values {
  const keptSetF = current.setF !== DEFAULT_SET_F[current.spaType]
  return {
    ...current,
    volume: String(model.fillVolumeGallons),
    volumeUnit: 'gal',
    labelWatts: String(model.standbyWatts),
    wattsUnknown: false,
    spaType: model.spaType,
    setF: keptSetF ? current.setF : DEFAULT_SET_F[model.spaType],
    picked: model,
  }
}

const priceText = (state: StateFigure | undefined) => (state?.centsPerKwh ? String(state.centsPerKwh) : '')

const TOP_RATE = 'On a tiered or time-of-use tariff, type your top rate: a tub’s extra kWh are billed at it.'

function priceHint(state: StateFigure | undefined, priceYear: number): string {
  if (!state) return `Your state’s ${priceYear} average fills in. ${TOP_RATE}`
  if (state.centsPerKwh === null) return `We have no average for ${state.name}: type the top rate from your bill.`
  return `${state.name}’s ${priceYear} average is ${state.centsPerKwh}¢. ${TOP_RATE}`
}

/**
 * "What will this tub cost me to run here?": the visitor's tub, place and habits in, the year
 * month by month out, recomputed as they type. Only a complete ZIP code leaves the page, to ask for its
 * weather station; the first year shown counts one use of the tool.
 */
export function RunningCostCalculator({ states, priceYear }: { states: StateFigure[]; priceYear: number }) {
  const id = useId()
  const [values, setValues] = useState<Values>(START)
  const touched = useTouchedFields<Field>()
  const stateFigure = states.find((state) => state.code === values.state)
  const lookup = useClimateStation(values.zip)
  const climate = stateFigure ? climateUsed(lookup, stateOfZip(values.zip), stateFigure) : null
  const station = climate?.station ?? null

  const checked = useMemo(
    () =>
      runningCostSchema.safeParse({
        ...values,
        labelWatts: values.wattsUnknown ? UNKNOWN : values.labelWatts,
      }),
    [values],
  )
  const errors: Partial<Record<Field, string>> = {}
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[issue.path[0] as Field] ??= issue.message
  }
  const year = useMemo(() => {
    if (!checked.success || !stateFigure) return null
    const input = modelInput(checked.data, station?.monthlyMeanF ?? stateFigure.monthlyMeanF)
    return { input, cost: runningCost(input), whatIf: whatIf(input) }
  }, [checked, stateFigure, station])
  useCountedUse('runningCost', year !== null)

  const setField = fieldSetter(setValues)
  const set = (name: keyof Values) =>
    (FILLED as readonly string[]).includes(name)
      ? ({ target: { value } }: { target: { value: string } }) =>
          setValues((current) => ({ ...current, [name]: value, picked: null }))
      : setField(name)

  // A new place brings its average price, unless the visitor has typed their own tariff.
  const moveTo = (code: string, current: Values): Values => {
    const before = states.find((state) => state.code === current.state)
    const after = states.find((state) => state.code === code)
    const ownPrice = current.centsPerKwh !== '' && current.centsPerKwh !== priceText(before)
    return { ...current, state: code, centsPerKwh: ownPrice ? current.centsPerKwh : priceText(after) }
  }
  const setZip = ({ target: { value } }: { target: { value: string } }) =>
    setValues((current) => {
      const code = stateOfZip(value)
      return code ? moveTo(code, { ...current, zip: value }) : { ...current, zip: value }
    })
  const setState = ({ target: { value } }: { target: { value: string } }) =>
    setValues((current) => moveTo(value, current))
  const setSpaType = ({ target: { value } }: { target: { value: string } }) =>
    setValues((current) => {
      const spaType = SPA_TYPES.find((type) => type === value) ?? 'standard'
      const keptSetF = current.setF !== DEFAULT_SET_F[current.spaType]
      return { ...current, spaType, setF: keptSetF ? current.setF : DEFAULT_SET_F[spaType], picked: null }
    })

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: values[name],
    error: touched.shown(name, errors[name]),
    onChange: set(name),
    onBlur: touched.leave(name),
  })
  const zipUnknown = /^\d{5}$/.test(values.zip.trim()) && !stateOfZip(values.zip)

  return (
    <div className="tool__body">
      <ToolForm className="running-cost__form" label="Your tub, where it stands and how you use it">
        <fieldset className="tool__group">
          <legend>The tub</legend>
          <ModelPicker id={`${id}-model`} onPick={(model) => setValues((current) => withModel(current, model))} />
          {values.picked ? <PickedModel model={values.picked} /> : null}
          <div className="running-cost__pair">
            <TextField {...field('volume')} label="Fill volume" inputMode="decimal" />
            <SelectField
              id={`${id}-unit`}
              label="Unit"
              value={values.volumeUnit}
              onChange={set('volumeUnit')}
              choices={[
                { value: 'gal', label: 'US gallons' },
                { value: 'L', label: 'Litres' },
              ]}
            />
          </div>
          <SelectField
            {...field('spaType')}
            label="Kind of spa"
            onChange={setSpaType}
            choices={[
              { value: 'standard', label: 'Hot tub' },
              { value: 'exercise', label: 'Swim or exercise spa' },
              { value: 'inflatable', label: 'Inflatable spa' },
            ]}
          />
          <SelectField
            {...field('heater')}
            label="Heater"
            choices={[
              { value: 'element', label: 'Electric element (most tubs)' },
              { value: 'heatPump', label: 'Heat pump' },
            ]}
          />
          <CheckboxField
            id={`${id}-unknown`}
            label="I don’t know its certified standby power"
            checked={values.wattsUnknown}
            onChange={(wattsUnknown) => setValues((current) => ({ ...current, wattsUnknown, picked: null }))}
          />
          {values.wattsUnknown ? (
            values.spaType === 'inflatable' ? null : (
              <CheckboxField
                id={`${id}-before2019`}
                label="The tub was built before June 2019"
                checked={values.builtBeforeJune2019}
                onChange={(builtBeforeJune2019) => setValues((current) => ({ ...current, builtBeforeJune2019 }))}
              />
            )
          ) : (
            <TextField
              {...field('labelWatts')}
              label="Standby power (watts)"
              hint="From the energy label or the spec sheet: the normalised standby power."
              inputMode="decimal"
            />
          )}
          <SelectField
            {...field('cover')}
            label="Cover"
            choices={[
              { value: 'good', label: 'Good: fits snugly, dry' },
              { value: 'worn', label: 'Worn: sagging, gaps or heavy with water' },
            ]}
          />
        </fieldset>

        <fieldset className="tool__group">
          <legend>Where it stands</legend>
          <TextField
            {...field('zip')}
            error={touched.shown('zip', zipUnknown ? 'We do not know that ZIP code: choose the state.' : null)}
            label="ZIP code"
            hint="For the weather station nearest you. Or choose the state below."
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            onChange={setZip}
          />
          <SelectField
            {...field('state')}
            label="State"
            hint={stateFigure?.note ?? undefined}
            onChange={setState}
            choices={[
              { value: '', label: 'Choose a state' },
              ...states.map((state) => ({ value: state.code, label: state.name })),
            ]}
          />
          <TextField
            {...field('centsPerKwh')}
            label="Electricity price (cents per kWh)"
            hint={priceHint(stateFigure, priceYear)}
            inputMode="decimal"
          />
        </fieldset>

        <fieldset className="tool__group">
          <legend>How you use it</legend>
          <TextField {...field('setF')} label="Set temperature (°F)" inputMode="decimal" />
          <div className="running-cost__pair">
            <TextField {...field('sessionsPerWeek')} label="Soaks per week" inputMode="numeric" />
            <TextField {...field('minutesPerSession')} label="Minutes each" inputMode="numeric" />
          </div>
          <TextField
            {...field('refillsPerYear')}
            label="Drain-and-refills per year"
            hint="Most owners refill 3 or 4 times a year."
            inputMode="numeric"
          />
        </fieldset>
      </ToolForm>

      {/* Read out once the visitor pauses: the band alone, not the whole year at every keystroke. */}
      <p className="visually-hidden" aria-live="polite">
        {year && stateFigure ? `${bandText(year.cost)} a year in ${stateFigure.name}` : ''}
      </p>
      <div className="tool__result running-cost__result">
        {year && stateFigure && climate ? (
          <RunningCostResult
            year={year.cost}
            whatIf={year.whatIf}
            input={year.input}
            place={stateFigure}
            climate={climate}
            picked={values.picked}
          />
        ) : stateFigure ? (
          <div className="running-cost__waiting">
            <p>Correct these to see the year:</p>
            <ul>
              {Object.values(errors).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="running-cost__waiting">Type your ZIP code or choose your state to see the year.</p>
        )}
      </div>

      <MeasureYourTub centsPerKwh={values.centsPerKwh} gallons={values.volumeUnit === 'gal' ? values.volume : ''} />
    </div>
  )
}
