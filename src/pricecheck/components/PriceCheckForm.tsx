'use client'

import { SiteLink } from '@/site/shell/SiteLink'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { toolFromAddress } from '@/site/buyerTools'
import { useLocationQuery } from '@/site/useLocationQuery'
import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { EmailField, NameField, ZipField } from '@/site/forms/PersonFields'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { TextField } from '@/site/forms/TextField'
import { useFormSubmission } from '@/site/forms/useFormSubmission'
import { fieldSetter } from '@/site/forms/fieldSetter'

import { type PrefilledTub, tubFromAddress } from '../prefill'
import { type BrandList, MAX_TUBS, newPriceCheckSchema, PRICE_CHECK_MESSAGE } from '../schemas'

type Tub = { brand: string; model: string; price: string }
const emptyTub: Tub = { brand: '', model: '', price: '' }

/**
 * The free price check: who is asking, then up to three quoted tubs. Picking a listed brand
 * offers its models; any brand or model can still be typed. Tubs two and three count only when
 * their brand is filled in. After sending, the form gives way to the confirmation. A visitor sent
 * by a buyer tool's link (`?from=<tool id>`) has the tool sent along as the request's source, and the
 * tub the link names (`&brand=&model=&price=`) filled in as the first.
 */
export function PriceCheckForm({ brands }: { brands: BrandList['brands'] }) {
  // A tool's link may name the first tub (`?brand=&model=&price=`): the form starts from it.
  const query = useLocationQuery()
  const prefill = tubFromAddress(query)
  return <PriceCheckRequest key={prefill ? query : ''} brands={brands} prefill={prefill} />
}

function PriceCheckRequest({ brands, prefill }: { brands: BrandList['brands']; prefill: PrefilledTub | null }) {
  const id = useId()
  const top = useRef<HTMLDivElement>(null)
  const [person, setPerson] = useState({ name: '', email: '', zipcode: '' })
  const [tubs, setTubs] = useState<Tub[]>(() =>
    Array.from({ length: MAX_TUBS }, (_, index) => ({ ...(index === 0 && prefill ? prefill : emptyTub) })),
  )
  const submission = useFormSubmission({ failureMessage: (failure) => failure.error ?? PRICE_CHECK_MESSAGE })
  const { sent } = submission

  // The confirmation takes the form's place; bring it into view and focus it for screen readers.
  useEffect(() => {
    if (!sent) return
    top.current?.scrollIntoView({ block: 'start', behavior: 'instant' })
    top.current?.focus({ preventScroll: true })
  }, [sent])

  // A functional update, as fieldSetter's: fields filled before the form's code arrived report at once.
  const setTub =
    (index: number, field: keyof Tub) =>
    ({ target: { value } }: { target: { value: string } }) =>
      setTubs((current) => current.map((tub, at) => (at === index ? { ...tub, [field]: value } : tub)))
  // Only the first tub is required: tubs two and three count once their brand is filled in.
  const tubField = (tub: Tub, index: number, field: keyof Tub) => ({
    id: `${id}-${field}-${index}`,
    required: index === 0,
    value: tub[field],
    onChange: setTub(index, field),
  })
  const setField = fieldSetter(setPerson)
  const modelsOf = (brand: string) =>
    brands.find((each) => each.name.toLowerCase() === brand.trim().toLowerCase())?.models ?? []

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = {
      ...person,
      tubs: tubs.filter((tub, index) => index === 0 || tub.brand.trim()),
      // The buyer tool whose link brought the visitor here (`?from=runningCost`), if any.
      source: toolFromAddress(window.location.search),
    }
    if (!newPriceCheckSchema.safeParse(body).success) return submission.refuse(PRICE_CHECK_MESSAGE)
    void submission.submit(() => apiFetch('/api/pricechecks/newcheck', { body }))
  }

  if (sent) {
    return (
      <div ref={top} className="price-check price-check--done" tabIndex={-1} aria-live="polite">
        <h2>Thank you: your price check is on its way to us</h2>
        <p>
          We have e-mailed you a copy of what you sent. Our staff will compare your quote with what buyers are paying
          and send your report within 24-48 hours.
        </p>
        <p>
          Want a verdict on the tub itself as well as the price? Our{' '}
          <SiteLink href="/hot_tub_evaluation">hot tub evaluation</SiteLink> tells you whether it is a good tub and a
          fair deal.
        </p>
        <p>
          While you wait, see what the tub will cost to run where you live with our{' '}
          <SiteLink href="/hot-tub-running-cost">running-cost calculator</SiteLink>, and what each tub you were quoted
          costs per year of service with our <SiteLink href="/compare-hot-tubs">compare tool</SiteLink>. Given another
          quote? Our <SiteLink href="/hot-tub-quote-scorecard">quote scorecard</SiteLink> gives a first verdict on the
          spot.
        </p>
        <p>
          <SiteLink className="button" href="/">
            Home
          </SiteLink>
        </p>
      </div>
    )
  }

  return (
    <div ref={top} className="price-check" tabIndex={-1}>
      <h2 id={`${id}-title`}>Check my price</h2>
      <form className="price-check__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="price-check__row">
          <NameField id={`${id}-name`} required value={person.name} onChange={setField('name')} />
          <EmailField id={`${id}-email`} required value={person.email} onChange={setField('email')} />
          <ZipField id={`${id}-zip`} required value={person.zipcode} onChange={setField('zipcode')} />
        </div>
        <datalist id={`${id}-brands`}>
          {brands.map((brand) => (
            <option key={brand.name} value={brand.name} />
          ))}
        </datalist>
        {tubs.map((tub, index) => (
          <fieldset key={index} className="price-check__tub">
            <legend>
              Hot tub {index + 1} {index === 0 ? '(required)' : '(optional)'}
            </legend>
            <datalist id={`${id}-models-${index}`}>
              {modelsOf(tub.brand).map((model) => (
                <option key={model.name} value={model.name} />
              ))}
            </datalist>
            <div className="price-check__row">
              <TextField {...tubField(tub, index, 'brand')} label="Brand" list={`${id}-brands`} autoComplete="off" />
              <TextField
                {...tubField(tub, index, 'model')}
                label="Model"
                list={`${id}-models-${index}`}
                autoComplete="off"
              />
              <TextField {...tubField(tub, index, 'price')} label="Quoted price" inputMode="decimal" placeholder="$" />
            </div>
          </fieldset>
        ))}
        <p>
          Once our staff have reviewed it, the price you were quoted is used, without your name, in the price ranges we
          publish for each model.
        </p>
        <FormBanner message={submission.banner} />
        <div className="form-actions">
          <SubmitButton submission={submission}>Send my price check</SubmitButton>
        </div>
      </form>
    </div>
  )
}
