'use client'

import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import type { PublicPricePosition } from '@/pricecheck/position/publicPricePosition'
import type { BrandList } from '@/pricecheck/schemas'
import { CheckboxField } from '@/site/forms/CheckboxField'
import { fieldSetter } from '@/site/forms/fieldSetter'
import { SelectField } from '@/site/forms/SelectField'
import { TextField } from '@/site/forms/TextField'
import { useTouchedFields } from '@/site/forms/useTouchedFields'

import type { CertifiedModel } from '../../certifiedModels/certifiedModel'
import { ModelPicker } from '../../certifiedModels/components/ModelPicker'
import { listingText } from '../../certifiedModels/words'
import { useCountedUse } from '../../usage/useCountedUse'
import { CRITERIA } from '../criteria'
import { EXTRA_LABELS, scoreQuote } from '../model'
import { EXTRAS, type Extra, scorecardSchema, type ScorecardForm, VENUES } from '../schema'
import { ScorecardResult } from './ScorecardResult'
import {
  answers,
  readSavedAnswers,
  saveAnswers,
  savedAnswers,
  shownOrBlank,
  START,
  typedOrUnknown,
} from './scorecardForm'
import { ToolForm } from '../../components/ToolForm'

type Form = typeof START
const BASICS = ['brand', 'model', 'quotedDollars']

/** Why there is no verdict yet: the basics first, then the one field still to finish (a loan needs three). */
function waitingFor(issues: { path: PropertyKey[]; message: string }[]): string {
  if (issues.some((issue) => BASICS.includes(String(issue.path[0])))) {
    return 'Fill in the brand, the model and the price to score the quote.'
  }
  return `To score the quote: ${issues[0]?.message ?? 'check the fields above.'}`
}
type OptionalFigure = 'salesTaxPercent' | 'amountFinancedDollars' | 'aprPercent' | 'months' | 'financeFeesDollars'
const subscribeToNothing = () => () => {}
type PositionAnswer = { position: PublicPricePosition | null }

const ANSWERS = [
  { value: 'unknown', label: 'I don’t know' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]
const VENUE_LABELS: Record<(typeof VENUES)[number], string> = {
  showroom: 'A permanent showroom',
  show: 'A home show or fair',
  online: 'Online',
  inHome: 'A visit to my home',
}

/**
 * "Is this quote fair?": the quote in the buyer's hand in, a first verdict out as they answer, with
 * where the price sits among buyers' quotes (fetched once brand, model and price are filled in).
 */
export function Scorecard({ brands }: { brands: BrandList['brands'] }) {
  // The answers given earlier in this tab (before a tool's link and Back), read after hydration.
  const saved = useSyncExternalStore(subscribeToNothing, readSavedAnswers, () => null)
  return <ScorecardAnswers key={saved ? 'saved' : 'fresh'} brands={brands} initial={savedAnswers(saved)} />
}

function ScorecardAnswers({ brands, initial }: { brands: BrandList['brands']; initial: Form }) {
  const id = useId()
  const [form, setForm] = useState<Form>(initial)
  useEffect(() => saveAnswers(form), [form])
  // The model picked from the CEC's list; typing another brand or model drops it.
  const [picked, setPicked] = useState<CertifiedModel | null>(null)
  const touched = useTouchedFields<string>()
  const checked = useMemo(() => scorecardSchema.safeParse(answers(form, picked)), [form, picked])
  const errorOf = (path: string) =>
    checked.success ? null : (checked.error.issues.find((issue) => issue.path.join('.') === path)?.message ?? null)

  const [position, setPosition] = useState<{ key: string; answer: PublicPricePosition | null } | null>(null)
  const positionKey = checked.success
    ? new URLSearchParams({
        brand: checked.data.brand,
        model: checked.data.model,
        price: String(checked.data.quotedDollars),
        ...(checked.data.state ? { state: checked.data.state } : {}),
      }).toString()
    : null
  useEffect(() => {
    if (positionKey === null) return
    const controller = new AbortController()
    // Asked once the visitor pauses, not at every keystroke of the price.
    const timer = setTimeout(async () => {
      const answer = await apiFetch<PositionAnswer>(`/api/tools/pricePosition?${positionKey}`, {
        signal: controller.signal,
      })
      // No answer (offline, or too many questions) scores the quote as one we cannot place yet.
      if (!controller.signal.aborted) setPosition({ key: positionKey, answer: answer.ok ? answer.data.position : null })
    }, 500)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [positionKey])
  const known = position && position.key === positionKey ? position : null
  const card = checked.success && known ? scoreQuote(checked.data, known.answer, picked) : null
  useCountedUse('scorecard', card !== null)

  const set = fieldSetter(setForm)
  const setName =
    (name: 'brand' | 'model') =>
    ({ target: { value } }: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: value }))
      setPicked(null)
    }
  const pick = (model: CertifiedModel) => {
    setForm((current) => ({ ...current, brand: model.brand, model: model.model }))
    setPicked(model)
  }
  const text = (name: keyof Form & string, label: string, more: Record<string, unknown> = {}) => ({
    id: `${id}-${name}`,
    label,
    value: String(form[name]),
    error: touched.shown(name, errorOf(name)),
    onBlur: touched.leave(name),
    onChange: set(name),
    ...more,
  })
  /** A select of the quote's own answers (its id keeps the short name the page has always had). */
  const choice = (name: 'venue' | 'depositRefundable' | 'deferredInterest' | 'warrantyService', idName: string) => ({
    id: `${id}-${idName}`,
    value: form[name],
    onChange: set(name),
  })
  /** Brand or model: typed, or offered from its list (`${id}-brands`, `${id}-models`). */
  const listed = (name: 'brand' | 'model', label: string) =>
    text(name, label, { list: `${id}-${name}s`, autoComplete: 'off', maxLength: 80, onChange: setName(name) })
  /** A figure the buyer may not know: blank is "don't know". */
  const optional = (name: OptionalFigure, label: string, hint?: string) =>
    text(name, label, {
      inputMode: 'decimal',
      hint,
      value: shownOrBlank(form[name]),
      onChange: ({ target: { value } }: { target: { value: string } }) =>
        setForm((current) => ({ ...current, [name]: typedOrUnknown(value) })),
    })
  const models = brands.find((brand) => brand.name.toLowerCase() === form.brand.trim().toLowerCase())?.models ?? []

  return (
    <div className="tool__body">
      <ToolForm className="scorecard__form" label="The quote you were given">
        <fieldset className="tool__group">
          <legend>The tub and the price</legend>
          <datalist id={`${id}-brands`}>
            {brands.map((brand) => (
              <option key={brand.name} value={brand.name} />
            ))}
          </datalist>
          <datalist id={`${id}-models`}>
            {models.map((model) => (
              <option key={model.name} value={model.name} />
            ))}
          </datalist>
          <TextField {...listed('brand', 'Brand')} />
          <TextField {...listed('model', 'Model')} />
          <ModelPicker
            id={`${id}-certified`}
            onPick={pick}
            hint="Type 2 or more letters of the brand or model. Picking one fills in both, and lets us check the cover."
          />
          {picked ? <p className="model-picker__picked">{listingText(picked)}</p> : null}
          <TextField
            {...text('quotedCover', 'Cover written on the quote (optional)', {
              autoComplete: 'off',
              maxLength: 80,
              hint: 'The cover’s make or model, as the quote writes it.',
            })}
          />
          <TextField {...text('quotedDollars', 'Quoted price (dollars)', { inputMode: 'decimal' })} />
          <TextField
            {...text('zip', 'ZIP code (optional)', {
              inputMode: 'numeric',
              autoComplete: 'postal-code',
              maxLength: 10,
              hint: 'To compare with quotes from your state when we have enough.',
            })}
          />
        </fieldset>

        <fieldset className="tool__group">
          <legend>The sale</legend>
          <SelectField
            {...choice('venue', 'venue')}
            label="Where is it being sold?"
            choices={VENUES.map((venue) => ({ value: venue, label: VENUE_LABELS[venue] }))}
          />
          <fieldset className="scorecard__checks">
            <legend>Included in the price</legend>
            {EXTRAS.map((extra: Extra) => (
              <CheckboxField
                key={extra}
                id={`${id}-extra-${extra}`}
                label={EXTRA_LABELS[extra]}
                checked={form.included.includes(extra)}
                onChange={(on) =>
                  setForm((current) => ({
                    ...current,
                    included: on ? [...current.included, extra] : current.included.filter((each) => each !== extra),
                  }))
                }
              />
            ))}
          </fieldset>
          <CheckboxField
            id={`${id}-old-tub`}
            label="I have an old tub to take away"
            checked={form.hasOldTub}
            onChange={(hasOldTub) => setForm((current) => ({ ...current, hasOldTub }))}
          />
          <TextField
            {...optional('salesTaxPercent', 'Sales tax rate (%)', 'Your state and local rate; blank leaves tax out.')}
          />
          <TextField {...text('depositDollars', 'Deposit (dollars)', { inputMode: 'decimal' })} />
          <SelectField
            {...choice('depositRefundable', 'refundable')}
            label="Is the deposit refundable?"
            choices={ANSWERS}
          />
          <CheckboxField
            id={`${id}-today`}
            label="The price is only good today"
            checked={form.todayOnly}
            onChange={(todayOnly) => setForm((current) => ({ ...current, todayOnly }))}
          />
        </fieldset>

        <fieldset className="tool__group">
          <legend>The finance offer (blank if you are paying cash)</legend>
          <p className="scorecard__hint">The quoted price above is the cash price.</p>
          <TextField
            {...optional(
              'amountFinancedDollars',
              'Amount financed (dollars)',
              'The loan itself, as the contract says.',
            )}
          />
          <TextField {...optional('aprPercent', 'APR (%)')} />
          <TextField {...optional('months', 'Months')} />
          <TextField
            {...optional(
              'financeFeesDollars',
              'Loan fees (dollars)',
              'Dealer or origination fees you pay for the loan.',
            )}
          />
          <SelectField
            {...choice('deferredInterest', 'deferred')}
            label="Is the financing deferred-interest?"
            choices={ANSWERS}
          />
        </fieldset>

        <fieldset className="tool__group">
          <legend>The warranty (years; blank if you don&rsquo;t know)</legend>
          {(['shell', 'plumbing', 'equipment', 'labor'] as const).map((part) => (
            <TextField
              key={part}
              id={`${id}-warranty-${part}`}
              label={`${part.charAt(0).toUpperCase()}${part.slice(1)}`}
              inputMode="numeric"
              value={shownOrBlank(form.warranty[part])}
              error={touched.shown(`warranty.${part}`, errorOf(`warranty.${part}`))}
              onBlur={touched.leave(`warranty.${part}`)}
              onChange={({ target: { value } }) =>
                setForm((current) => ({ ...current, warranty: { ...current.warranty, [part]: typedOrUnknown(value) } }))
              }
            />
          ))}
          <SelectField
            {...choice('warrantyService', 'service')}
            label="Who does warranty repairs?"
            choices={[
              { value: 'unknown', label: 'I don’t know' },
              { value: 'dealer', label: 'The dealer’s own technicians' },
              { value: 'manufacturer', label: 'The manufacturer' },
              { value: 'independent', label: 'An independent firm' },
            ]}
          />
        </fieldset>

        <fieldset className="tool__group">
          <legend>The five criteria of our buyers guide</legend>
          {CRITERIA.map((criterion) => (
            <SelectField
              key={criterion.id}
              id={`${id}-criterion-${criterion.id}`}
              label={criterion.name}
              value={form.criteria[criterion.id]}
              onChange={({ target: { value } }) =>
                setForm((current) => ({
                  ...current,
                  criteria: { ...current.criteria, [criterion.id]: value as ScorecardForm['criteria']['shell'] },
                }))
              }
              choices={ANSWERS}
            />
          ))}
        </fieldset>
      </ToolForm>

      <div className="tool__result scorecard__result">
        {card && checked.success ? (
          <ScorecardResult
            card={card}
            quote={checked.data}
            position={known?.answer ?? null}
            form={answers(form, picked)}
          />
        ) : (
          <p className="scorecard__waiting">
            {checked.success ? 'Scoring your quote…' : waitingFor(checked.error.issues)}
          </p>
        )}
      </div>
    </div>
  )
}
