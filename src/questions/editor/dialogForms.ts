import { z } from 'zod'

import { EDITOR_MESSAGES, IMAGE_MAX_SIZE_PX, IMAGE_MIN_SIZE_PX } from './editorConstants'

/** An absolute http(s) address, normalised; null for anything else (javascript:, data:, relative...). */
export function webUrl(value: string): string | null {
  const trimmed = value.trim()
  // The URL parser would read `http:example.com` or `https:/x` as web addresses; people mean something else.
  if (!/^https?:\/\/[^/\s]/i.test(trimmed)) return null
  try {
    const url = new URL(trimmed)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null
  } catch {
    return null
  }
}

/**
 * An image address the site publishes: https only. A plain http image would be fetched by every
 * reader's browser in the clear (and mixed content on our https pages).
 */
export function secureImageUrl(value: string): string | null {
  const url = webUrl(value)
  return url?.startsWith('https:') ? url : null
}

/** A `mailto:` address with one recipient and optional `?subject=...`; null otherwise. */
export function mailtoUrl(value: string): string | null {
  const match = /^mailto:([^\s?@,;:/]+@[^\s?@,;:/]+\.[^\s?@,;:/]+)(\?[^\s]*)?$/i.exec(value.trim())
  return match ? `mailto:${match[1]}${match[2] ?? ''}` : null
}

/** What a link may point to: a web address or an e-mail address. */
export function linkHref(value: string): string | null {
  return webUrl(value) ?? mailtoUrl(value)
}

function imageSize(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null
  const size = Number(value)
  return size >= IMAGE_MIN_SIZE_PX && size <= IMAGE_MAX_SIZE_PX ? size : null
}

export interface LinkFormValues {
  url: string
  text: string
  newTab: boolean
}

export const linkFormSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, EDITOR_MESSAGES.required)
    .refine((url) => url === '' || linkHref(url) !== null, EDITOR_MESSAGES.invalidUrl)
    .transform((url) => linkHref(url) ?? ''),
  text: z.string().trim().min(1, EDITOR_MESSAGES.required),
  newTab: z.boolean(),
})
export type LinkSubmission = z.output<typeof linkFormSchema>

export interface ImageFormValues {
  src: string
  alt: string
  title: string
  /** As typed: empty, or a whole number of pixels. */
  width: string
}

export const imageFormSchema = z.object({
  src: z
    .string()
    .trim()
    .refine((src) => webUrl(src) !== null, { error: EDITOR_MESSAGES.invalidUrl, abort: true })
    .refine((src) => secureImageUrl(src) !== null, EDITOR_MESSAGES.insecureImageUrl)
    .transform((src) => secureImageUrl(src) ?? ''),
  alt: z.string().trim(),
  title: z.string().trim(),
  width: z
    .string()
    .trim()
    .refine((width) => width === '' || imageSize(width) !== null, EDITOR_MESSAGES.invalidImageWidth)
    .transform((width) => imageSize(width)),
})
export type ImageSubmission = z.output<typeof imageFormSchema>

export const EMPTY_IMAGE_FORM: ImageFormValues = { src: '', alt: '', title: '', width: '' }

export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>

/** The first message for each field, or an empty object when the values are valid. */
export function formErrors<Values extends object>(
  schema: z.ZodType<unknown, Values>,
  values: Values,
): FormErrors<Values> {
  const result = schema.safeParse(values)
  const errors: Record<string, string> = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '')
      errors[field] ??= issue.message
    }
  }
  return errors as FormErrors<Values>
}

export const linkFormErrors = (values: LinkFormValues) => formErrors(linkFormSchema, values)
export const imageFormErrors = (values: ImageFormValues) => formErrors(imageFormSchema, values)

/** The checked link, ready to insert, or null while the form is invalid. */
export function parseLinkForm(values: LinkFormValues): LinkSubmission | null {
  const result = linkFormSchema.safeParse(values)
  return result.success ? result.data : null
}

/** The checked image, ready to insert, or null while the form is invalid. */
export function parseImageForm(values: ImageFormValues): ImageSubmission | null {
  const result = imageFormSchema.safeParse(values)
  return result.success ? result.data : null
}

/** Whether the visitor changed anything; surrounding spaces do not count as a change. */
export function isImageFormChanged(initial: ImageFormValues, current: ImageFormValues): boolean {
  return (Object.keys(initial) as (keyof ImageFormValues)[]).some(
    (field) => initial[field].trim() !== current[field].trim(),
  )
}

/** The spec's rule for the image dialog: insert needs a valid and a changed form. */
export function canInsertImage(initial: ImageFormValues, current: ImageFormValues): boolean {
  return isImageFormChanged(initial, current) && parseImageForm(current) !== null
}
